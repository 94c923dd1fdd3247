import { beforeAll, describe, expect, it } from 'vitest';
import { firstRuleId, insertAlert } from '../../../test-support/alert-rows.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { type AlertFixture, alertFixture, fixtureStage } from './alert-workflow.fixture.ts';

/**
 * A customer's own alert (Customer rules, decision 0038) is worked like an address's: its detail and update calls
 * under customer/{row id}, comments on the customer, and links that open the customer page, which is addressed by
 * the customer id (URL-encoded), not by the row id.
 */
let alpha: AlertFixture;
let customerRowId = 0;
let alertId = 0;
/** A customer id that needs encoding in a path. */
const CUSTOMER = 'CUST/7 A';
const LINK_PATH = `/customers/${encodeURIComponent(CUSTOMER)}`;

const ctx = useTestApp();
beforeAll(async () => {
  alpha = await alertFixture(ctx);
  const created = await ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/customers/?workspace=alpha',
    payload: { customer_id: CUSTOMER },
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  customerRowId = created.json().id;
  // Raised as assessCustomers raises it: on the customers row, named by its customer id.
  alertId = await insertAlert(ctx.db, {
    workspaceId: alpha.workspaceId,
    object: { type: 'customer', id: customerRowId, identifier: CUSTOMER, blockchain: null },
    ruleId: await firstRuleId(ctx.db, alpha.workspaceId),
    stageId: fixtureStage(alpha, 'Open'),
    openedAt: new Date(),
  });
}, 120_000);

const comment = { body: '<p>Customer reviewed.</p>' };
const url = (type = 'customer', id = customerRowId, workspace = 'alpha') =>
  `/resolutioncenter/api/v4/${type}/${id}/alerts/${alertId}/?workspace=${workspace}`;

describe("a customer's own alert", () => {
  it('moves to a next stage with a comment on the customer, linked to the customer page', async () => {
    const moved = await ctx.call('agent', {
      method: 'PUT',
      url: url(),
      payload: {
        workflow_stage: fixtureStage(alpha, 'In Review'),
        comment,
        expected_workflow_stage: fixtureStage(alpha, 'Open'),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      id: alertId,
      entity_type: 'customer',
      object_id: customerRowId,
      workflow_stage: { name: 'In Review' },
      total_comments: 1,
      content_object_fields: { identifier: CUSTOMER, customer_id: CUSTOMER },
    });
    const comments = await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/customer/${customerRowId}/comments/?workspace=alpha&alert=${alertId}`,
    });
    expect(comments.statusCode, comments.body).toBe(200);
    expect(comments.json().results.map((c: { body: string }) => c.body)).toEqual([
      expect.stringContaining('Customer reviewed.'),
    ]);
  });

  it('tells a new assignee with a link to the customer page by its customer id', async () => {
    const res = await ctx.call('admin', {
      method: 'PUT',
      url: url(),
      payload: { assigned_to: alpha.userIds.agent, comment },
    });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.runJobs();
    const notes = await ctx.db
      .selectFrom('notifications')
      .select('link')
      .where('user_id', '=', alpha.userIds.agent)
      .where('kind', '=', 'assignment')
      .execute();
    expect(notes.map((n) => n.link)).toContain(`${LINK_PATH}?alert=${alertId}`);
  });

  it('is listed in the alert queue with the customer id the customer page is addressed by', async () => {
    const res = await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/alerts/?workspace=alpha&q=${encodeURIComponent(CUSTOMER)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toContainEqual(
      expect.objectContaining({
        id: alertId,
        entity_type: 'customer',
        object_id: customerRowId,
        content_object_fields: expect.objectContaining({ identifier: CUSTOMER, customer_id: CUSTOMER }),
      }),
    );
  });

  it('is found under its customer only, and never from another workspace', async () => {
    const asAddress = await ctx.call('agent', { method: 'GET', url: url('address', customerRowId) });
    expect(asAddress.statusCode).toBe(404);
    const otherObject = await ctx.call('agent', { method: 'GET', url: url('address', alpha.addressId) });
    expect(otherObject.statusCode).toBe(404);
    const foreign = await ctx.call('outsider', {
      method: 'PUT',
      url: url('customer', customerRowId, 'beta'),
      payload: { workflow_stage: fixtureStage(alpha, 'Escalated'), comment },
    });
    expect(foreign.statusCode).toBe(404);
    const stage = await ctx.db
      .selectFrom('alerts')
      .select('workflow_stage_id')
      .where('id', '=', alertId)
      .executeTakeFirstOrThrow();
    expect(stage.workflow_stage_id).toBe(fixtureStage(alpha, 'In Review'));
  });
});
