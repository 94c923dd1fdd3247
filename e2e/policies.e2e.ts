import { describe, expect, it } from 'vitest';
import { callAsUser, toast } from './helpers/browser.ts';
import { browserSuite } from './helpers/suite.ts';

/** Policy and rule administration against the real server in a real browser (spec part 3 §2.7, §4.3, §6). */
const PORTS = { first: 8260, last: 8279 };
const SHOTS = '/tmp/shots/policies-ui';
const POLICY = 'Illicit activity exposure';
const RULE = 'Direct exposure to darknet markets and mixers';

const suite = browserSuite({ ports: PORTS, shots: SHOTS });

describe('policies and rules', () => {
  it('lets an admin disable a rule, read it in the audit trail and restore the earlier version', async () => {
    const { page, workspace } = await suite.signedIn('admin@demo.test');
    await page.goto(`/settings/workspace/policies?workspace=${workspace}`);
    await page.getByRole('heading', { name: 'Risk Policies' }).waitFor();
    await page.getByRole('link', { name: 'Sanctions exposure', exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/policy-list.png`, fullPage: true });

    // The create dialog validates every field before anything is sent.
    await page.getByRole('button', { name: 'Create Policy' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Policy' }).click();
    await expect.poll(() => dialog.getByText('Required').count()).toBeGreaterThanOrEqual(4);
    await page.screenshot({ path: `${SHOTS}/create-policy-required.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: POLICY, exact: true }).click();
    await page.getByRole('heading', { name: POLICY, exact: true }).waitFor();
    await page.getByText('All Risk Policies').waitFor();
    await page.getByRole('button', { name: 'Edit Policy Details' }).waitFor();
    await page.getByTestId('most-triggered-rules').locator('.recharts-surface').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/policy-overview.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Rule List' }).click();
    await page.getByRole('button', { name: 'Expand All' }).click();
    await page.getByText('Received from or sent to Darknet or Coin Mixer (direct)').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/policy-rules-expanded.png`, fullPage: true });

    await page.getByRole('switch', { name: `${RULE} status`, exact: true }).click({ force: true });
    const confirm = page.getByRole('dialog');
    await confirm.getByText("The rule's active alerts will become inactive.").waitFor();
    await page.screenshot({ path: `${SHOTS}/disable-rule-confirm.png` });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await toast(page, 'Rule updated successfully').waitFor();
    await expect
      .poll(() => page.getByRole('switch', { name: `${RULE} status`, exact: true }).isChecked())
      .toBe(false);

    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    const latest = page.getByTestId('audit-entry').first();
    await latest.getByText(`Rule '${RULE}'`).waitFor();
    await latest.getByText('Rule disabled').waitFor();
    await latest.getByText(/^Adam Reyes · /).waitFor();
    await page.screenshot({ path: `${SHOTS}/policy-audit-trail.png`, fullPage: true });
    // The policy trail has no Restore: versions are restored from the rule's own trail.
    expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);

    // The rule's page (rule builder) shows the rule's trail from this feature, with Restore.
    await page.getByRole('tab', { name: 'Rule List' }).click();
    await page.getByRole('link', { name: RULE, exact: true }).click();
    await page.waitForURL(/\/rules\/[0-9a-f-]{36}\?/);
    const ruleUrl = new URL(page.url());
    // The policy page (which has its own Audit Trail tab) stays up until the rule page's code has loaded.
    await page.getByRole('tab', { name: 'Rule Overview' }).waitFor();
    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    // Oldest last: the rule as the workspace was seeded with it, live.
    const versionOne = page.getByTestId('audit-entry').last();
    await versionOne.getByText("Rule 'Direct exposure to darknet markets and mixers' created").waitFor();
    await versionOne.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('dialog').getByText('Restore version 1?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Existing alerts will not be closed or resolved or reopened').waitFor();
    await toast(page, 'Rule edited successfully').waitFor();
    await page.getByTestId('audit-entry').first().getByText('Restored from an earlier version').waitFor();
    await page.screenshot({ path: `${SHOTS}/rule-restored.png`, fullPage: true });

    const [, , , , policyId, , ruleId] = ruleUrl.pathname.split('/');
    const rule = await callAsUser(
      page,
      'GET',
      `/risk/api/v4/policies/${policyId}/classifiers/${ruleId}/?workspace=${workspace}`,
    );
    expect(rule.body.is_enabled).toBe(true);

    await page.getByRole('tab', { name: 'Rule Analytics' }).click();
    await page.getByTestId('stat-Hit Rate').waitFor();
    await page.screenshot({ path: `${SHOTS}/rule-analytics.png`, fullPage: true });

    await page.goto(`/settings/workspace/rules?workspace=${workspace}`);
    await page.getByRole('heading', { name: 'Rules', exact: true }).waitFor();
    // The same rule name in the address and the transaction policy: one row each, with its policy.
    await expect.poll(() => page.getByRole('link', { name: RULE, exact: true }).count()).toBe(2);
    await page.getByText('Transaction illicit activity exposure').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/rules-list.png`, fullPage: true });
    await page.context().close();
  });

  it('shows a non-admin no policy settings, and the server refuses their direct write', async () => {
    const { page, workspace } = await suite.signedIn('agent@demo.test');
    await page.goto(`/settings/workspace/policies?workspace=${workspace}`);
    await page.waitForURL(/\/dashboard\?/);
    expect(await page.getByRole('button', { name: 'Create Policy' }).count()).toBe(0);
    await page.goto(`/settings/user/profile?workspace=${workspace}`);
    await page.getByRole('navigation', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('link', { name: 'Policies' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/agent-settings.png`, fullPage: true });

    const list = await callAsUser(page, 'GET', `/risk/api/v4/policies/?workspace=${workspace}`);
    expect(list.status).toBe(200);
    const policy = list.body.results[0];
    const write = await callAsUser(
      page,
      'PUT',
      `/risk/api/v4/policies/${policy.id}/?workspace=${workspace}`,
      {
        name: policy.name,
        description: policy.description,
        is_enabled: false,
      },
    );
    expect(write.status).toBe(403);
    const after = await callAsUser(page, 'GET', `/risk/api/v4/policies/${policy.id}/?workspace=${workspace}`);
    expect(after.body.is_enabled).toBe(policy.is_enabled);
    await page.context().close();
  });

  it('shows every risk level badge of the rules list in full at 1440×900', async () => {
    const { page, workspace } = await suite.signedIn('admin@demo.test');
    await page.goto(`/settings/workspace/rules?workspace=${workspace}`);
    await page.getByRole('heading', { name: 'Rules', exact: true }).waitFor();
    await page.getByTestId('risk-badge').first().waitFor();
    const badges = await page.getByTestId('risk-badge').evaluateAll((elements) =>
      elements.map((badge) => {
        const label = badge.querySelector('.mantine-Badge-label') ?? badge;
        return {
          text: badge.textContent ?? '',
          isCut: label.scrollWidth > label.clientWidth || badge.scrollWidth > badge.clientWidth,
        };
      }),
    );
    expect(badges.length).toBeGreaterThan(5);
    expect(badges.filter((b) => b.isCut)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/rules-list-badges.png`, fullPage: true });
    await page.context().close();
  });

  it("shows a custom list's rule read-only and offers no Add Rule form on the Custom Lists policy", async () => {
    const { page, workspace } = await suite.signedIn('admin@demo.test');
    // Reading the lists makes sure the system lists (and the blacklist's rule) exist.
    expect((await callAsUser(page, 'GET', `/risk/api/v4/custom-tags/?workspace=${workspace}`)).status).toBe(
      200,
    );
    const rules = await callAsUser(
      page,
      'GET',
      `/risk/api/v4/classifiers/?workspace=${workspace}&policy_is_for_custom_list=true&limit=100`,
    );
    const blacklist = rules.body.results.find((r: { rule_name: string }) => r.rule_name === 'Blacklist');
    expect(blacklist, 'the blacklist rule').toBeDefined();
    const policyPath = `/settings/workspace/policies/${blacklist.policy}`;

    await page.goto(`${policyPath}/rules/${blacklist.uuid}?workspace=${workspace}`);
    const view = page.getByTestId('custom-list-rule');
    await view.getByText('This rule follows its custom list').waitFor();
    await view.getByText('Address is on the blacklist', { exact: true }).waitFor();
    await view.getByRole('link', { name: 'Custom Lists' }).waitFor();
    for (const name of ['Save', 'Add Condition']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    expect(await page.getByRole('switch').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/custom-list-rule.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    await page.getByTestId('audit-entry').first().waitFor();
    expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);

    await page.goto(`${policyPath}/rules/add?workspace=${workspace}`);
    await page.getByText('Rules of this policy come from custom lists').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Condition 1' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/custom-list-add-rule.png`, fullPage: true });
    await page.context().close();
  });

  it('gives every audit trail entry New and Old Version boxes of the same width, with Restore or not', async () => {
    const { page, workspace } = await suite.signedIn('admin@demo.test');
    const policies = await callAsUser(page, 'GET', `/risk/api/v4/policies/?workspace=${workspace}&limit=100`);
    const policy = policies.body.results.find((p: { name: string }) => p.name === 'Sanctions exposure');
    const rulesPath = `/risk/api/v4/policies/${policy.id}/classifiers/`;
    const list = await callAsUser(page, 'GET', `${rulesPath}?workspace=${workspace}&limit=100`);
    const rule = list.body.results.find(
      (r: { rule_conditions: { threshold_amount_usd?: number }[] }) =>
        r.rule_conditions.length === 1 && typeof r.rule_conditions[0]?.threshold_amount_usd === 'number',
    );
    expect(rule, 'a rule of one condition with an amount').toBeDefined();
    const [condition] = rule.rule_conditions;
    const save = (rule_conditions: unknown[]) =>
      callAsUser(page, 'PUT', `${rulesPath}${rule.uuid}/?workspace=${workspace}`, {
        rule_name: rule.rule_name,
        alert_level: rule.alert_level,
        is_enabled: rule.is_enabled,
        rule_conditions,
      });
    // Conditions added, then removed: both entries show New and Old Version; only the older one has Restore.
    const added = { ...condition, threshold_amount_usd: condition.threshold_amount_usd + 1 };
    expect((await save([condition, added])).status).toBe(200);
    expect((await save([condition])).status).toBe(200);

    await page.goto(`/settings/workspace/policies/${policy.id}/rules/${rule.uuid}?workspace=${workspace}`);
    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    const entries = page.getByTestId('audit-entry');
    await entries.nth(1).getByRole('button', { name: 'Restore' }).waitFor();
    expect(await entries.nth(0).getByRole('button', { name: 'Restore' }).count()).toBe(0);
    const boxWidth = (entry: number) =>
      entries
        .nth(entry)
        .getByText('New Version', { exact: true })
        .evaluate((title) => title.parentElement?.getBoundingClientRect().width ?? 0);
    const [current, restorable] = [await boxWidth(0), await boxWidth(1)];
    expect(current).toBeGreaterThan(100);
    expect(Math.abs(current - restorable)).toBeLessThan(1);
    await page.screenshot({ path: `${SHOTS}/rule-audit-trail-widths.png`, fullPage: true });
    await page.context().close();
  });
});
