import { beforeAll, describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import { createCustomTag } from '../../../test-support/custom-tags.test-support.ts';
import { alphaPolicyIds } from '../../../test-support/policies.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/** How rules read back: custom tag names, audit trail titles, and ordering by name. */
let addressPolicy: number;
const ctx = useTestApp();
beforeAll(async () => {
  addressPolicy = (await alphaPolicyIds(ctx))('Illicit activity exposure');
});

type Rule = {
  uuid: string;
  rule_name: string;
  custom_tag: number | null;
  custom_tag_name: string | null;
  condition_sentences: string[];
};

function get(url: string) {
  return ctx.call('agent', { method: 'GET', url });
}
const rulesUrl = (policy: number) => `/risk/api/v4/policies/${policy}/classifiers/`;
const create = (payload: object) =>
  ctx.call('admin', { method: 'POST', url: `${rulesUrl(addressPolicy)}?workspace=alpha`, payload });
const createList = (name: string) =>
  createCustomTag(ctx, { name, description: `${name} list`, risk_level: 4, is_in_custom_list: true });
const listRules = async (query: string) => {
  const res = await get(`/risk/api/v4/classifiers/?workspace=alpha&limit=500${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as Rule[];
};

describe('custom tag names', () => {
  it('names the custom list of a system rule, and uses the name in its sentence', async () => {
    const listId = await createList('Known fraudsters');
    // The system lists (with the blacklist's rule) are made when the workspace's lists are first read.
    expect((await get('/risk/api/v4/custom-tags/?workspace=alpha')).statusCode).toBe(200);
    const rules = await listRules('&policy_is_for_custom_list=true');
    expect(rules.find((r) => r.custom_tag === listId)).toMatchObject({
      rule_name: 'Known fraudsters',
      custom_tag_name: 'Known fraudsters',
      condition_sentences: ['Address is on the custom list Known fraudsters'],
    });
    // The blacklist's sentence does not repeat its name.
    expect(rules.find((r) => r.rule_name === 'Blacklist')).toMatchObject({
      custom_tag_name: 'Blacklist',
      condition_sentences: ['Address is on the blacklist'],
    });
  });

  it("names the rule's own tag and a condition's tag, on create, read and in lists", async () => {
    const watched = await createList('Watched desks');
    const applied = await createList('Flagged by rule');
    const made = await create({
      rule_name: 'Watched desk exposure',
      alert_level: 3,
      action: 'alert_and_tag',
      custom_tag: applied,
      rule_conditions: [
        { rule_condition_type: 6, risk_types: [1], custom_tag: watched, threshold_amount_usd: 10 },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    const expected = {
      custom_tag: applied,
      custom_tag_name: 'Flagged by rule',
      condition_sentences: ['Received from addresses tagged Watched desks ≥ $10'],
    };
    expect(made.json()).toMatchObject(expected);
    const read = await get(`${rulesUrl(addressPolicy)}${made.json().uuid}/?workspace=alpha`);
    expect(read.json()).toMatchObject(expected);
    const listed = (await get(`${rulesUrl(addressPolicy)}?workspace=alpha&q=Watched desk`)).json();
    expect(listed.results[0]).toMatchObject(expected);
    const csv = await exportFile(
      ctx,
      'agent',
      `/risk/api/v4/policies/download-rules/?workspace=alpha&q=Watched desk`,
    );
    expect(csv.text).toContain('Received from addresses tagged Watched desks ≥ $10');
    expect(csv.text).toContain('Raise an alert and apply the custom tag');
  });
});

describe('the rule audit trail', () => {
  it("titles each version with that version's name, not the rule's current one", async () => {
    const made = await create({
      rule_name: 'First name',
      alert_level: 2,
      rule_conditions: [
        { rule_condition_type: 1, risk_types: [1], entity_types: ['Scam'], threshold_amount_usd: 5 },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    const rule = made.json() as Rule & { rule_conditions: unknown[] };
    const renamed = await ctx.call('admin', {
      method: 'PUT',
      url: `${rulesUrl(addressPolicy)}${rule.uuid}/?workspace=alpha`,
      payload: { rule_name: 'Second name', alert_level: 2, rule_conditions: rule.rule_conditions },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const history = (await get(`${rulesUrl(addressPolicy)}${rule.uuid}/history/?workspace=alpha`)).json() as {
      classifier_version: { rule_name: string; version: number };
    }[];
    expect(history.map((e) => [e.classifier_version.version, e.classifier_version.rule_name])).toEqual([
      [2, 'Second name'],
      [1, 'First name'],
    ]);
  });
});

describe('ordering by name', () => {
  it('orders rules A–Z and Z–A without regard to case', async () => {
    for (const [i, name] of ['cherry zorder', 'Banana zorder', 'apple zorder'].entries()) {
      const res = await create({
        rule_name: name,
        alert_level: 1,
        rule_conditions: [
          { rule_condition_type: 1, risk_types: [2], entity_types: ['Scam'], threshold_amount_usd: i + 1 },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const names = async (ordering: string) =>
      (await listRules(`&q=zorder&ordering=${ordering}`)).map((r) => r.rule_name);
    expect(await names('rule_name')).toEqual(['apple zorder', 'Banana zorder', 'cherry zorder']);
    expect(await names('-rule_name')).toEqual(['cherry zorder', 'Banana zorder', 'apple zorder']);
  });
});
