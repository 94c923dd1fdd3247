import { beforeAll, describe, expect, it } from 'vitest';
import { importOfacEthList } from '../../../test-support/ofac-eth-list.test-support.ts';
import { screenAddress } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { type CaseFixture, caseFixture } from './cases.fixture.ts';

/**
 * Cases screening opens (spec part 3 §2.6): screening a sanctioned address (the real OFAC list) opens a Critical
 * alert; at an auto-create level it opens a case named after the address, assigned by the mode, or joins the open
 * case that holds the address. The lists filter on is_included_in_case.
 */
let fx: CaseFixture;
let sanctioned: string[];
const ctx = useTestApp();
beforeAll(async () => {
  fx = await caseFixture(ctx);
  sanctioned = await importOfacEthList(ctx.db);
}, 120_000);

const screen = (identifier: string) =>
  screenAddress<{ id: number; risk_level: number; associated_cases: { id: number; name: string }[] }>(
    ctx,
    identifier,
  );
const casesHolding = (addressId: number) =>
  ctx.db
    .selectFrom('cases as c')
    .innerJoin('case_entities as ce', 'ce.case_id', 'c.id')
    .select(['c.id', 'c.name', 'c.is_auto_created', 'c.assigned_to', 'c.created_by'])
    .where('ce.entity_type', '=', 'address')
    .where('ce.object_id', '=', addressId)
    .execute();
const setLevels = (levels: number[]) =>
  ctx.call('admin', {
    method: 'PUT',
    url: '/profile/api/v1/team-members/me/autocreate-case-alert-levels/?workspace=alpha',
    payload: { auto_create_case_alert_levels: levels },
  });

describe('auto-created cases', () => {
  it('opens a case named after the address for an alert at an auto-create level, assigned by the mode', async () => {
    await ctx.call('admin', {
      method: 'PUT',
      url: '/resolutioncenter/api/v4/cases/case-settings/assignment-type/?workspace=alpha',
      payload: { assignment_type: 1 },
    });
    const identifier = sanctioned[0] ?? '';
    const screened = await screen(identifier);
    expect(screened.risk_level).toBe(5);
    const [created, ...others] = await casesHolding(screened.id);
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      name: identifier,
      is_auto_created: true,
      assigned_to: fx.userIds.agent,
      created_by: null,
    });
    expect(screened.associated_cases).toEqual([expect.objectContaining({ id: created?.id })]);
    // The address went in when the case was opened (the case's entities list and report say so).
    const entry = await ctx.db
      .selectFrom('case_entities as ce')
      .innerJoin('cases as c', 'c.id', 'ce.case_id')
      .select(['ce.added_at', 'c.created_at'])
      .where('ce.case_id', '=', created?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(entry.added_at).toEqual(entry.created_at);
    const trail = await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/cases/${created?.id}/audit-trail/?workspace=alpha&type=0`,
    });
    expect(trail.json().results).toEqual([
      expect.objectContaining({
        type: 0,
        by_user_name: null,
        context: expect.objectContaining({ level: 5, identifier }),
      }),
    ]);
    // A re-screening adds an item to the open alert: no new alert, no new case.
    await screen(identifier);
    expect(await casesHolding(screened.id)).toHaveLength(1);
  });

  it('joins the open case that holds the address instead of opening another', async () => {
    const identifier = sanctioned[1] ?? '';
    // Screened once with auto-create off, its alert opened without a case; a person puts it in a case.
    expect((await setLevels([])).statusCode).toBe(200);
    const first = await screen(identifier);
    expect(await casesHolding(first.id)).toEqual([]);
    const manual = await fx.createCase({ name: 'Investigation', addresses: [first.id] });
    await setLevels([5, 3, 2, 1]);
    // Its alert closed, the next screening opens a new one, which joins the open case.
    const closed = await fx.stageId('Closed – True Positive');
    await ctx.db
      .updateTable('alerts')
      .set({ workflow_stage_id: closed })
      .where('object_id', '=', first.id)
      .execute();
    await screen(identifier);
    const holding = await casesHolding(first.id);
    expect(holding.map((c) => c.id)).toEqual([manual]);
    const trail = await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/cases/${manual}/audit-trail/?workspace=alpha&type=0`,
    });
    expect(trail.json().count).toBe(1);
  });

  it('filters the address and transaction lists on is_included_in_case', async () => {
    const inCase = await fx.screenAddress();
    const loose = await fx.screenAddress();
    await fx.createCase({ name: 'Filter', addresses: [inCase.id] });
    const list = async (value: string) =>
      (
        await ctx.call('agent', {
          method: 'GET',
          url: `/risk/api/v4/addresses/?workspace=alpha&limit=1000&is_included_in_case=${value}`,
        })
      )
        .json()
        .results.map((r: { id: number }) => r.id);
    expect(await list('true')).toContain(inCase.id);
    expect(await list('true')).not.toContain(loose.id);
    expect(await list('false')).toContain(loose.id);
    expect(await list('false')).not.toContain(inCase.id);
    const tx = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/transactions/?workspace=alpha',
      payload: { identifier: `0x${'3c'.repeat(32)}`, currency: 1 },
    });
    const txId = Number(tx.json().id);
    await fx.createCase({ name: 'Tx filter', transactions: [txId] });
    const txList = async (value: string) =>
      (
        await ctx.call('agent', {
          method: 'GET',
          url: `/risk/api/v4/transactions/?workspace=alpha&limit=100&is_included_in_case=${value}`,
        })
      )
        .json()
        .results.map((r: { id: number }) => r.id);
    expect(await txList('true')).toEqual([txId]);
    expect(await txList('false')).not.toContain(txId);
    const detail = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/transactions/${txId}/?workspace=alpha`,
    });
    expect(detail.json().associated_cases).toEqual([expect.objectContaining({ name: 'Tx filter' })]);
  });
});
