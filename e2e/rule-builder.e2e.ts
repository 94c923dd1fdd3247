import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast } from './helpers/browser.ts';
import { browserSuite } from './helpers/suite.ts';

/** The rule builder against the real server in a real browser: add a rule of two templates, then edit it. */
const PORTS = { first: 8280, last: 8299 };
const SHOTS = '/tmp/shots/rule-builder';

const suite = browserSuite({ ports: PORTS, shots: SHOTS });

type Policy = { id: number; name: string; type: number; category: number };
type Rule = {
  uuid: string;
  rule_name: string;
  version: number;
  alert_level: number;
  rule_conditions: Record<string, unknown>[];
};

/** A call of the signed-in user, from inside the page (its token and workspace). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const workspace = new URLSearchParams(window.location.search).get('workspace') ?? '';
    const url = `${p}${p.includes('?') ? '&' : '?'}workspace=${workspace}`;
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${localStorage.getItem('rs.access_token')}` },
    });
    return res.json();
  }, path) as Promise<T>;
}

async function pick(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string | RegExp,
  option: string,
) {
  await scope.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('rule builder', () => {
  it('adds a rule of two templates with validation, then edits it into a new version', async () => {
    const { page, workspace } = await suite.signedIn('admin@demo.test');
    const policies = await apiGet<{ results: Policy[] }>(page, '/risk/api/v4/policies/?limit=100');
    const policy = policies.results.find((p) => p.type === 1 && p.category === 1);
    expect(policy, 'an address Source of Funds policy').toBeDefined();
    const policyId = policy?.id ?? 0;

    await page.goto(`/settings/workspace/policies/${policyId}/rules/add?workspace=${workspace}`);
    await page.getByRole('heading', { name: 'Add Rule' }).waitFor();
    await page.getByText('All Risk Policies').waitFor();

    // Save with nothing filled in: the rule's own fields and the condition's fields say what is missing.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Please enter valid Amount greater than 0.01').waitFor();
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `${SHOTS}/add-empty-errors.png`, fullPage: true });

    await page.getByLabel(/^Rule Name/).fill('Sanctions and darknet exposure');
    await pick(page, page.getByRole('main'), /^Risk Level/, 'High');

    const first = page.getByRole('region', { name: 'Condition 1' });
    await pick(page, first, 'Payment type', 'Received from');
    await pick(page, first, 'Entity types', 'Sanctions');
    await first.getByLabel('Amount at least (USD)').fill('1000');
    await first.getByLabel('Taint at least (%)').fill('50');
    await first.getByLabel('Taint at most (%)').fill('20');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await first.getByText('Please enter valid Taint Percent between 0 and 20').waitFor();
    await page.screenshot({ path: `${SHOTS}/add-taint-error.png`, fullPage: true });
    await first.getByLabel('Taint at least (%)').fill('5');
    await first.getByLabel('Taint at most (%)').fill('0');
    await expect
      .poll(() => first.getByTestId('condition-sentence').textContent())
      .toBe('Received from Sanctions (direct) ≥ $1,000 and ≥ 5% taint');

    await page.getByRole('button', { name: 'Add Condition' }).click();
    const second = page.getByRole('region', { name: 'Condition 2' });
    await pick(page, second, 'Condition 2', '18. Indirect exposure to entity types');
    await pick(page, second, 'Entity types', 'Darknet');
    await second.getByLabel('Amount at least (USD)').fill('500');
    await second.getByLabel('Hops (up to)').fill('12');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await second.getByText('Please enter valid value in number').waitFor();
    await second.getByLabel('Hops (up to)').fill('3');
    await expect
      .poll(() => second.getByTestId('condition-sentence').textContent())
      .toBe('Received from or sent to Darknet (indirect) ≥ $500, up to 3 hops');
    await page.screenshot({ path: `${SHOTS}/add-two-templates.png`, fullPage: true });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Rule created successfully').waitFor();
    await page.waitForURL(new RegExp(`/settings/workspace/policies/${policyId}\\?`));

    const created = await apiGet<{ results: Rule[] }>(
      page,
      `/risk/api/v4/policies/${policyId}/classifiers/?q=${encodeURIComponent('Sanctions and darknet')}`,
    );
    const rule = created.results[0];
    expect(rule?.version).toBe(1);
    expect(rule?.alert_level).toBe(4);
    expect(rule?.rule_conditions).toEqual([
      {
        rule_condition_type: 1,
        risk_types: [1],
        entity_types: ['Sanctions'],
        threshold_amount_usd: 1000,
        taint_percent_threshold: 5,
      },
      {
        rule_condition_type: 18,
        risk_types: [1, 2],
        entity_types: ['Darknet'],
        threshold_amount_usd: 500,
        hop_limit: 3,
      },
    ]);

    // Edit: the saved rule loads into the builder; a change is saved as version 2 after the confirmation.
    await page.goto(`/settings/workspace/policies/${policyId}/rules/${rule?.uuid}?workspace=${workspace}`);
    const editFirst = page.getByRole('region', { name: 'Condition 1' });
    await expect.poll(() => editFirst.getByLabel('Amount at least (USD)').inputValue()).toBe('1,000');
    await expect(page.getByRole('tab', { name: 'Rule Analytics' }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Remove condition 2' }).click();
    await page.getByRole('button', { name: 'Remove condition 1' }).click();
    await page.getByText('At least one condition must be added').waitFor();
    await editFirst.getByLabel('Amount at least (USD)').fill('0.01');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await editFirst.getByText('Please enter valid Amount greater than 0.01').waitFor();
    await editFirst.getByLabel('Amount at least (USD)').fill('2500');
    await editFirst.getByLabel('Amount below (USD)').fill('100000');
    await page.screenshot({ path: `${SHOTS}/edit-rule.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("Saving these changes makes this rule's active alerts inactive.").waitFor();
    await page.screenshot({ path: `${SHOTS}/edit-confirm.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Rule updated successfully').waitFor();

    const saved = await apiGet<Rule>(page, `/risk/api/v4/policies/${policyId}/classifiers/${rule?.uuid}/`);
    expect(saved.version).toBe(2);
    expect(saved.rule_conditions).toEqual([
      {
        rule_condition_type: 1,
        risk_types: [1],
        entity_types: ['Sanctions'],
        threshold_amount_usd: 2500,
        upper_threshold_amount_usd: 100000,
        taint_percent_threshold: 5,
      },
    ]);
    await expect
      .poll(() => editFirst.getByTestId('condition-sentence').textContent())
      .toBe('Received from Sanctions (direct) ≥ $2,500 and < $100,000 and ≥ 5% taint');
    await page.screenshot({ path: `${SHOTS}/edit-saved.png`, fullPage: true });
  });

  it('offers a Behaviour policy only its templates and checks their bounds', async () => {
    const { page, workspace } = await suite.signedIn('admin@demo.test');
    const policies = await apiGet<{ results: Policy[] }>(page, '/risk/api/v4/policies/?limit=100');
    const policy = policies.results.find((p) => p.type === 1 && p.category === 2);
    expect(policy, 'an address Behaviour policy').toBeDefined();

    await page.goto(`/settings/workspace/policies/${policy?.id}/rules/add?workspace=${workspace}`);
    const condition = page.getByRole('region', { name: 'Condition 1' });
    await condition.getByLabel('Condition 1', { exact: true }).click();
    await expect.poll(() => page.getByRole('option').count()).toBe(13);
    await page.getByRole('option', { name: '14. Range bound transaction' }).click();
    await page.getByLabel(/^Rule Name/).fill('Structuring below 10k');
    await pick(page, page.getByRole('main'), /^Risk Level/, 'Medium');
    await condition.getByLabel('Lower bound (USD)').fill('10000');
    await condition.getByLabel('Upper bound (USD)').fill('9000');
    await condition.getByLabel('Transaction count at least').fill('3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await condition.getByText('Lower bound must be less than upper bound').waitFor();
    await page.screenshot({ path: `${SHOTS}/behaviour-bounds-error.png`, fullPage: true });
    await condition.getByLabel('Lower bound (USD)').fill('9000');
    await condition.getByLabel('Upper bound (USD)').fill('10000');
    // Counts have a ceiling (10 million): a larger one gets the number message, not a 9-digit sentence.
    await condition.getByLabel('Transaction count at least').fill('100000000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await condition.getByText('Please enter valid value in number').waitFor();
    await condition.getByLabel('Transaction count at least').fill('3');
    expect(await page.getByLabel(/^Rule Name/).getAttribute('maxlength')).toBe('200');
    await expect
      .poll(() => condition.getByTestId('condition-sentence').textContent())
      .toBe('≥ 3 received or sent transactions between $9,000 and $10,000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Rule created successfully').waitFor();
  });
});
