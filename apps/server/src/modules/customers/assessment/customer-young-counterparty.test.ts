import { beforeAll, describe, expect, it } from 'vitest';
import {
  ethAddress as addr,
  txHash as hash,
  ethPayment as pay,
  writeEthWorld,
} from '../../../../test/helpers/eth-world.ts';
import { workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * A Customer rule on young counterparties (template 12, decision 0038) reads when each deposit's sender was first
 * seen: Y, first seen the day it paid the customer's deposit address D, is 0 days old at the deposit; O, active
 * since the year before, is not young when it pays D2 of another customer.
 */
const Y = addr('1');
const O = addr('2');
const D = addr('d');
const D2 = addr('e');
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

const ctx = useTestApp();
beforeAll(async () => {
  await writeEthWorld(
    ctx.db,
    [
      pay(hash('0'), day('2025-01-05'), O, addr('9'), 100),
      pay(hash('1'), day('2026-02-01'), Y, D, 700),
      pay(hash('2'), day('2026-02-01'), O, D2, 700),
    ],
    day('2026-03-01'),
  );
  // Only the Customer rule under test speaks: alpha's Address and Transaction policies are off.
  const alpha = await workspaceId(ctx.db, 'alpha');
  await ctx.db.updateTable('policies').set({ is_enabled: false }).where('workspace_id', '=', alpha).execute();
  const policy = await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/policies/?workspace=alpha',
    payload: {
      name: 'Young counterparties',
      description: 'Deposits from new addresses',
      type: 2,
      category: 2,
      is_enabled: true,
    },
  });
  expect(policy.statusCode, policy.body).toBeLessThan(300);
  const rule = await ctx.call('admin', {
    method: 'POST',
    url: `/risk/api/v4/policies/${policy.json().id}/classifiers/?workspace=alpha`,
    payload: {
      rule_name: 'Deposit from an address at most 30 days old',
      alert_level: 4,
      rule_conditions: [{ rule_condition_type: 12, risk_types: [1], address_age: 30 }],
    },
  });
  expect(rule.statusCode, rule.body).toBeLessThan(300);
}, 120_000);

/** The customer's deposit, recorded as the customer page's Add Deposit records it; then the customer. */
async function deposit(customerId: string, txHash: string, address: string) {
  const screened = await ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/transactions/?workspace=alpha',
    payload: { identifier: txHash, currency: 1, customer_id: customerId, type: 1, address },
  });
  expect(screened.statusCode, screened.body).toBe(200);
  const customer = await ctx.call('agent', {
    method: 'GET',
    url: `/risk/api/v4/customers/lookup/?workspace=alpha&customer_id=${customerId}`,
  });
  expect(customer.statusCode, customer.body).toBe(200);
  const { id, risk_level } = customer.json() as { id: number; risk_level: number };
  const alerts = await ctx.call('agent', {
    method: 'GET',
    url: `/resolutioncenter/api/v4/customer/${id}/alerts/?workspace=alpha`,
  });
  const own = (
    alerts.json().results as { entity_type: string; level: number; rule_register: { rule_name: string } }[]
  ).filter((a) => a.entity_type === 'customer');
  return { riskLevel: risk_level, alerts: own };
}

describe('a Customer rule on young counterparties', () => {
  it("fires on a deposit from an address first seen that day, and lifts the customer's level", async () => {
    const young = await deposit('CUST-Y', hash('1'), D);
    expect(young.riskLevel).toBe(4);
    expect(young.alerts).toEqual([
      expect.objectContaining({
        level: 4,
        rule_register: expect.objectContaining({ rule_name: 'Deposit from an address at most 30 days old' }),
        latest_context: expect.objectContaining({ rule_condition_type: 12, transaction_id: hash('1') }),
      }),
    ]);
  });

  it('stays quiet on a deposit from an address active for a year', async () => {
    const old = await deposit('CUST-O', hash('2'), D2);
    expect(old).toEqual({ riskLevel: 0, alerts: [] });
  });
});
