import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { addToCustomList, createCustomTag } from '../../../test-support/custom-tags.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * Templates 6, 25 and 26 read the workspace's lists and tags during screening: the blacklist (25) and a custom
 * list (26) fire at the list's level while the screened address is on them; a template 6 rule fires when the
 * address exchanged value with a counterparty carrying the tag. None of them fire otherwise.
 */
const ctx = useTestApp({}, { demoWorld: true });

type Alert = {
  level: number;
  workflow_stage: { category: number };
  rule_register: { rule_name: string; rule_conditions: { rule_condition_type: number }[] };
  latest_item_body: { text: string }[];
};

const candidate = demoObject(DEFAULT_DEMO_SEED, 'eth.list-candidate');

async function screen(): Promise<{ id: number; risk_level: number }> {
  const res = await ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier: candidate.address, currency: candidate.blockchain },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function activeAlerts(id: number): Promise<Alert[]> {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/resolutioncenter/api/v4/address/${id}/alerts/?workspace=alpha`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Alert[]).filter((a) => a.workflow_stage.category <= 1);
}
const templateOf = (a: Alert) => a.rule_register.rule_conditions[0]?.rule_condition_type;
const createTag = (payload: object) => createCustomTag(ctx, payload);
async function addTo(listId: number, address: string) {
  const res = await addToCustomList(ctx, listId, [address]);
  expect(res.json(), res.body).toMatchObject({ added: 1, failed: [] });
}
async function removeFrom(listId: number, address: string) {
  const rows = await ctx.call('admin', {
    method: 'GET',
    url: `/risk/api/v4/custom-tagged-addresses/?workspace=alpha&custom_tag_id=${listId}&q=${address.slice(2, 12)}`,
  });
  const id = rows.json().results[0].id;
  const res = await ctx.call('admin', {
    method: 'DELETE',
    url: `/risk/api/v4/custom-tagged-addresses/${id}/archive/?workspace=alpha`,
  });
  expect(res.statusCode).toBe(204);
}

describe('custom list rules on screening', () => {
  it('the address is unflagged while on no list', async () => {
    const body = await screen();
    expect(body.risk_level).toBe(0);
    expect(await activeAlerts(body.id)).toEqual([]);
  });

  it('template 26: a custom list flags its addresses at the list level, and stops once the list is off', async () => {
    const listId = await createTag({ name: 'Suspects', risk_level: 4, is_in_custom_list: true });
    await addTo(listId, candidate.address);
    const body = await screen();
    expect(body.risk_level).toBe(4);
    const alert = (await activeAlerts(body.id)).find((a) => templateOf(a) === 26);
    expect(alert).toMatchObject({ level: 4, rule_register: { rule_name: 'Suspects' } });
    expect(alert?.latest_item_body[0]?.text).toBe('On custom list "Suspects" (risk level High)');

    const off = await ctx.call('admin', {
      method: 'PATCH',
      url: `/risk/api/v4/custom-tags/${listId}/?workspace=alpha`,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    const after = await screen();
    expect(after.risk_level).toBe(0);
    expect((await activeAlerts(after.id)).filter((a) => templateOf(a) === 26)).toEqual([]);
  });

  it('template 25: the blacklist flags its addresses Critical, and only while they are on it', async () => {
    const lists = await ctx.call('admin', {
      method: 'GET',
      url: '/risk/api/v4/custom-tags/?workspace=alpha&is_in_custom_list=true',
    });
    const blacklist = (lists.json().results as { id: number; type: number }[]).find((l) => l.type === 2);
    if (!blacklist) throw new Error('no blacklist');
    await addTo(blacklist.id, candidate.address);
    const body = await screen();
    expect(body.risk_level).toBe(5);
    expect((await activeAlerts(body.id)).find((a) => templateOf(a) === 25)).toMatchObject({
      level: 5,
      rule_register: { rule_name: 'Blacklist' },
    });
    await removeFrom(blacklist.id, candidate.address);
    expect((await screen()).risk_level).toBe(0);
  });

  it('template 6: a rule on a custom tag fires once a counterparty carries the tag', async () => {
    const funder = await ctx.db
      .selectFrom('transfers')
      .select('from_address')
      .where('blockchain', '=', candidate.blockchain)
      .where('to_address', '=', candidate.address)
      .executeTakeFirstOrThrow();
    const tagId = await createTag({ name: 'Funding desk', description: 'Who funds our users' });
    const policies = await ctx.call('admin', {
      method: 'GET',
      url: '/risk/api/v4/policies/?workspace=alpha&type=1',
    });
    const policy = (policies.json().results as { id: number; name: string }[]).find(
      (p) => p.name === 'Illicit activity exposure',
    );
    const rule = await ctx.call('admin', {
      method: 'POST',
      url: `/risk/api/v4/policies/${policy?.id}/classifiers/?workspace=alpha`,
      payload: {
        rule_name: 'Received from the funding desk',
        alert_level: 3,
        rule_conditions: [
          { rule_condition_type: 6, risk_types: 1, custom_tag: tagId, threshold_amount_usd: 10 },
        ],
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);

    const before = await screen();
    expect((await activeAlerts(before.id)).filter((a) => templateOf(a) === 6)).toEqual([]);
    expect(before.risk_level).toBe(0);

    await addTo(tagId, funder.from_address);
    const body = await screen();
    expect(body.risk_level).toBe(3);
    const alert = (await activeAlerts(body.id)).find((a) => templateOf(a) === 6);
    expect(alert).toMatchObject({ level: 3, rule_register: { rule_name: 'Received from the funding desk' } });
  });
  it("refuses a rule naming another workspace's tag, or none that exists, as not found", async () => {
    const other = await createCustomTag(
      ctx,
      { name: 'Beta desk', description: 'Belongs to beta' },
      { user: 'owner', workspace: 'beta' },
    );
    const policies = await ctx.call('admin', {
      method: 'GET',
      url: '/risk/api/v4/policies/?workspace=alpha&type=1',
    });
    const policy = (policies.json().results as { id: number; name: string }[]).find(
      (p) => p.name === 'Illicit activity exposure',
    );
    const before = await ctx.db.selectFrom('rules').select('id').execute();
    for (const tag of [other, 2_000_000_000]) {
      const rule = await ctx.call('admin', {
        method: 'POST',
        url: `/risk/api/v4/policies/${policy?.id}/classifiers/?workspace=alpha`,
        payload: {
          rule_name: 'Received from beta',
          alert_level: 3,
          rule_conditions: [
            { rule_condition_type: 6, risk_types: 1, custom_tag: tag, threshold_amount_usd: 10 },
          ],
        },
      });
      expect(rule.statusCode, rule.body).toBe(400);
      expect(rule.json()).toMatchObject({ 'rule_conditions.0.custom_tag': ['Custom tag not found'] });
    }
    expect(await ctx.db.selectFrom('rules').select('id').execute()).toHaveLength(before.length);
  });
});
