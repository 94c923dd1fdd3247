import { beforeAll, describe, expect, it } from 'vitest';
import {
  ethAddress as addr,
  in2026 as at,
  txHash as hash,
  importLabelCsv,
  ethTransaction as pay,
  ethTransfer as transfer,
  writeEthWorld,
} from '../../../../test/helpers/eth-world.ts';
import { workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { screenAddress } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * Customer policies (policy type 2, decision 0038) on a small Ethereum world: Z (Sanctions, Evil Corp) pays P $2,000;
 * Q (unattributed) pays C $500. The customer CUST-1 has the deposit addresses P and C. Alpha's Address policies are
 * off, so its addresses screen at No Risk and only a Customer rule can lift the customer.
 */
const Z = addr('5');
const P = addr('a');
const Q = addr('7');
const C = addr('c');

const ctx = useTestApp();
beforeAll(async () => {
  await writeEthWorld(
    ctx.db,
    [pay(hash('1'), at('01-01'), [transfer(Z, P, 2000)]), pay(hash('2'), at('01-02'), [transfer(Q, C, 500)])],
    at('03-01'),
  );
  await importLabelCsv(ctx.db, [
    'address,blockchain,entity_name,category,subtype,confidence',
    `${Z},ETH,Evil Corp,Sanctions,,100`,
  ]);
  // Customers are in every plan of the fixture organisations; alpha's Address rules are switched off.
  const alpha = await workspaceId(ctx.db, 'alpha');
  await ctx.db
    .updateTable('policies')
    .set({ is_enabled: false })
    .where('workspace_id', '=', alpha)
    .where('type', '=', 1)
    .execute();
}, 120_000);

type Alert = {
  id: number;
  entity_type: string;
  object_id: number;
  level: number;
  workflow_stage: { category: number; name: string };
  rule_register: { rule_name: string };
  content_object_fields: { identifier: string; customer_id: string | null };
};

const CUSTOMER = 'CUST-1';
const call = (
  user: 'agent' | 'admin' | 'outsider',
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.call(user, { method, url, ...(payload && { payload }) });
const screen = (identifier: string, workspace = 'alpha', user: 'agent' | 'outsider' = 'agent') =>
  screenAddress(ctx, identifier, { user, workspace, payload: { customer_id: CUSTOMER, type: 1 } });
const customerOf = async (workspace = 'alpha', user: 'agent' | 'outsider' = 'agent') => {
  const res = await call(
    user,
    'GET',
    `/risk/api/v4/customers/lookup/?workspace=${workspace}&customer_id=${CUSTOMER}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; risk_level: number; open_alerts_count: number };
};
const customerAlerts = async (id: number) => {
  const res = await call('agent', 'GET', `/resolutioncenter/api/v4/customer/${id}/alerts/?workspace=alpha`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Alert[]).filter((a) => a.entity_type === 'customer');
};

describe('Customer policies', () => {
  let customerId = 0;
  let riskyAddressId = 0;
  let alertId = 0;

  it('leave a workspace without Customer rules as it was: the level of its rows, no alert of its own', async () => {
    riskyAddressId = (await screen(P)).id;
    const customer = await customerOf();
    customerId = customer.id;
    expect(customer.risk_level).toBe(0);
    expect(await customerAlerts(customerId)).toEqual([]);
  });

  it('raise a customer alert that lifts its level, opens a case and keeps a snapshot', async () => {
    const policy = await call('admin', 'POST', '/risk/api/v4/policies/?workspace=alpha', {
      name: 'Customer sanctions',
      description: 'Customers exposed to sanctioned entities',
      type: 2,
      category: 1,
      is_enabled: true,
    });
    expect(policy.statusCode, policy.body).toBeLessThan(300);
    const rule = await call(
      'admin',
      'POST',
      `/risk/api/v4/policies/${policy.json().id}/classifiers/?workspace=alpha`,
      {
        rule_name: 'Customer direct exposure to Sanctions',
        alert_level: 3,
        rule_conditions: [
          {
            rule_condition_type: 1,
            risk_types: [1],
            entity_types: ['Sanctions'],
            threshold_amount_usd: 1000,
          },
        ],
      },
    );
    expect(rule.statusCode, rule.body).toBeLessThan(300);

    // Screening its clean address re-assesses the customer: P's stored exposure counts for it.
    const clean = await screen(C);
    expect(clean.risk_level).toBe(0);
    const customer = await customerOf();
    expect(customer.risk_level).toBe(3);
    const [alert, ...others] = await customerAlerts(customerId);
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      entity_type: 'customer',
      object_id: customerId,
      level: 3,
      rule_register: { rule_name: 'Customer direct exposure to Sanctions' },
      content_object_fields: { identifier: CUSTOMER, customer_id: CUSTOMER },
    });
    alertId = alert?.id ?? 0;
    expect(customer.open_alerts_count).toBe(1);

    // The alert detail and the alert queue name the customer.
    const detail = await call(
      'agent',
      'GET',
      `/resolutioncenter/api/v4/customer/${customerId}/alerts/${alertId}/?workspace=alpha`,
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().policy_type).toBe(2);
    const queue = await call(
      'agent',
      'GET',
      `/resolutioncenter/api/v4/alerts/?workspace=alpha&q=${CUSTOMER}`,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().results).toContainEqual(
      expect.objectContaining({
        id: alertId,
        entity_type: 'customer',
        content_object_fields: expect.objectContaining({ customer_id: CUSTOMER }),
      }),
    );

    // One cycle with the summed counterparty summary as its snapshot.
    const cycles = await call(
      'agent',
      'GET',
      `/resolutioncenter/api/v4/alerts/${alertId}/cycles/?workspace=alpha`,
    );
    expect(cycles.statusCode, cycles.body).toBe(200);
    expect(cycles.json().results).toEqual([
      expect.objectContaining({ resolved_at: null, has_snapshot: true }),
    ]);

    // Level 3 is an auto-create level: a case holding the customer is opened with it.
    const entity = await ctx.db
      .selectFrom('case_entities as ce')
      .innerJoin('cases as c', 'c.id', 'ce.case_id')
      .select(['c.name', 'c.is_auto_created'])
      .where('ce.entity_type', '=', 'customer')
      .where('ce.object_id', '=', customerId)
      .execute();
    expect(entity).toEqual([{ name: CUSTOMER, is_auto_created: true }]);
  });

  it('is re-assessed when a screening changes nothing for it: the alert gains an item, not a twin', async () => {
    await screen(C);
    const alerts = await customerAlerts(customerId);
    expect(alerts.map((a) => a.id)).toEqual([alertId]);
    const items = await ctx.db
      .selectFrom('alert_items')
      .select('id')
      .where('alert_id', '=', alertId)
      .execute();
    expect(items).toHaveLength(2);
  });

  it('never shows another workspace the customer or its alert', async () => {
    const foreign = await call(
      'outsider',
      'GET',
      `/resolutioncenter/api/v4/customer/${customerId}/alerts/?workspace=beta`,
    );
    expect(foreign.statusCode).toBe(404);
    const foreignAlert = await call(
      'outsider',
      'GET',
      `/resolutioncenter/api/v4/customer/${customerId}/alerts/${alertId}/?workspace=beta`,
    );
    expect(foreignAlert.statusCode).toBe(404);
    // Beta's own customer of the same id is screened by beta's rules alone: its Address sanctions policy.
    await screen(P, 'beta', 'outsider');
    const theirs = await customerOf('beta', 'outsider');
    expect(theirs.id).not.toBe(customerId);
    expect(theirs.risk_level).toBe(5);
    const queue = await call('outsider', 'GET', '/resolutioncenter/api/v4/alerts/?workspace=beta&limit=100');
    expect(queue.json().results.filter((a: Alert) => a.entity_type === 'customer')).toEqual([]);
  });

  it('drops the level and auto-resolves the alert when the risky address is removed', async () => {
    const removed = await call(
      'agent',
      'DELETE',
      `/risk/api/v4/customers/${customerId}/addresses/${riskyAddressId}/?workspace=alpha`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    const customer = await customerOf();
    expect(customer.risk_level).toBe(0);
    expect(customer.open_alerts_count).toBe(0);
    const [alert] = await customerAlerts(customerId);
    expect(alert?.workflow_stage.category).toBe(2);
    // Its cycle closes with the reason, as an address alert's does on a re-screen.
    const cycles = await call(
      'agent',
      'GET',
      `/resolutioncenter/api/v4/alerts/${alertId}/cycles/?workspace=alpha`,
    );
    const [cycle] = cycles.json().results as { resolved_at: string | null; reason: string | null }[];
    expect(cycle?.resolved_at).not.toBeNull();
    expect(cycle?.reason).toMatch(/no longer fires/);
  });
});
