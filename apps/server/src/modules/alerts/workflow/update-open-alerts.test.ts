import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { type AlertFixture, alertFixture, fixtureStage } from './alert-workflow.fixture.ts';

/** Update Open Alerts of the address and transaction lists: the open alerts of the selected rows change stage. */
let first: AlertFixture;
let second: AlertFixture;
const ctx = useTestApp();
beforeAll(async () => {
  first = await alertFixture(ctx);
  second = await alertFixture(ctx);
}, 120_000);

const comment = { body: '<p>Reviewed with the customer file.</p>' };
const update = (kind: 'addresses' | 'transactions', query: string, payload: object) =>
  ctx.call('agent', {
    method: 'PUT',
    url: `/risk/api/v4/${kind}/update-alerts/?workspace=alpha${query}`,
    payload,
  });
const stageNameOf = async (alertId: number) =>
  (
    await ctx.db
      .selectFrom('alerts as a')
      .innerJoin('workflow_stages as s', 's.id', 'a.workflow_stage_id')
      .select('s.name')
      .where('a.id', '=', alertId)
      .executeTakeFirstOrThrow()
  ).name;

describe('Update Open Alerts of the address list', () => {
  it("moves the selected addresses' open and in-progress alerts, leaving closed alerts and other rows alone", async () => {
    const open = await first.newAlert();
    const inReview = await first.newAlert({ stage: 'In Review' });
    const closed = await first.newAlert({ stage: 'Closed – False Positive' });
    const elsewhere = await second.newAlert();
    const res = await update('addresses', `&ids=${first.addressId}`, {
      workflow_stage: fixtureStage(first, 'Escalated'),
      comment,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2, skipped: [] });
    expect(await stageNameOf(open)).toBe('Escalated');
    expect(await stageNameOf(inReview)).toBe('Escalated');
    expect(await stageNameOf(closed)).toBe('Closed – False Positive');
    expect(await stageNameOf(elsewhere)).toBe('Open');
    // Each moved alert carries the comment, as a bulk update of alerts does.
    const comments = await ctx.db
      .selectFrom('comments')
      .select('alert_id')
      .where('alert_id', 'in', [open, inReview])
      .execute();
    expect(comments.map((c) => c.alert_id).sort()).toEqual([open, inReview].sort());
  });

  it('without ids, works on every address the filters match', async () => {
    const alert = await second.newAlert();
    const identifier = (
      await ctx.db
        .selectFrom('screened_addresses')
        .select('identifier')
        .where('id', '=', second.addressId)
        .executeTakeFirstOrThrow()
    ).identifier;
    const res = await update('addresses', `&q=${identifier}`, {
      workflow_stage: fixtureStage(second, 'In Review'),
      comment,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updated).toBeGreaterThanOrEqual(1);
    expect(await stageNameOf(alert)).toBe('In Review');
  });

  it("changes nothing of another workspace's address", async () => {
    const beta = await alertFixture(ctx, 'beta');
    const alert = await beta.newAlert();
    const res = await update('addresses', `&ids=${beta.addressId}`, {
      workflow_stage: fixtureStage(first, 'Escalated'),
      comment,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 0, skipped: [] });
    expect(await stageNameOf(alert)).toBe('Open');
  });

  it('refuses a change without a comment, and changes nothing', async () => {
    const alert = await first.newAlert();
    for (const kind of ['addresses', 'transactions'] as const) {
      const res = await update(kind, `&ids=${first.addressId}`, {
        workflow_stage: fixtureStage(first, 'Escalated'),
        comment: { body: '<p> </p>' },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('Enter a comment');
    }
    expect(await stageNameOf(alert)).toBe('Open');
  });
});

describe('Update Open Alerts of the transaction list', () => {
  it('moves the open alerts of the selected transactions only', async () => {
    // An address's alert is not a transaction's: the same id as a transaction selects nothing of it.
    const addressAlert = await first.newAlert();
    const res = await update('transactions', `&ids=${first.addressId}`, {
      workflow_stage: fixtureStage(first, 'Escalated'),
      comment,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stageNameOf(addressAlert)).toBe('Open');
  });
});
