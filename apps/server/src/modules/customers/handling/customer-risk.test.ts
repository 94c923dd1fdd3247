import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sanctionedPayees } from '../../../../test/helpers/demo-addresses.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * A customer's risk level on the demo world's Ethereum chain (issue 14's check): two deposit addresses, one paid
 * straight by a sanctioned address, a recorded deposit into the clean one and a recorded withdrawal. The customer is
 * Critical with its deposit and withdrawal totals in USD as screening valued them, and drops to the highest level
 * of what is left once the exposed address is archived.
 */
const ctx = useTestApp({}, { demoWorld: true });

const ETH = 1;
const post = (url: string, payload: object) =>
  ctx.call('agent', { method: 'POST', url: `${url}?workspace=alpha`, payload });
const get = (url: string, query = '') =>
  ctx.call('agent', { method: 'GET', url: `${url}?workspace=alpha${query ? `&${query}` : ''}` });

/** Single-transfer native payments of at least $100 between unattributed addresses: [hash, from, to, usd]. */
async function plainPayments(): Promise<{ hash: string; from: string; to: string; usd: number }[]> {
  const rows = await sql<{ hash: string; from: string; to: string; usd: number }>`
    SELECT c.hash, t.from_address AS from, t.to_address AS to, t.value_usd::float8 AS usd
    FROM transfers t JOIN chain_transactions c ON c.id = t.tx_id
    WHERE t.blockchain = ${ETH} AND t.value_usd >= 100 AND t.from_address <> t.to_address
      AND (SELECT count(*) FROM transfers u WHERE u.tx_id = t.tx_id) = 1
      AND NOT EXISTS (SELECT 1 FROM labels m WHERE m.blockchain = t.blockchain
        AND m.address IN (t.from_address, t.to_address))
    ORDER BY md5(c.hash) LIMIT 40`.execute(ctx.db);
  return rows.rows;
}

describe("a customer's risk level", () => {
  it('is Critical with the right USD totals, and drops when the exposed address is archived', async () => {
    const customerId = 'EXCHANGE-USER-7';
    const [exposed] = await sanctionedPayees(ctx.db, ETH, 5);
    expect(exposed, 'the demo world pays an unattributed address from a sanctioned one').toBeDefined();
    const risky = await post('/risk/api/v4/addresses/', {
      identifier: exposed,
      currency: ETH,
      customer_id: customerId,
      type: 1,
    });
    expect(risky.statusCode, risky.body).toBe(200);
    expect(risky.json().risk_level).toBe(5);

    // A clean deposit address, a deposit into it and a withdrawal: each screened below Critical.
    const payments = await plainPayments();
    const below = async (url: string, payload: object) => {
      const res = await post(url, payload);
      return res.statusCode < 300 && res.json().risk_level < 5 ? res : undefined;
    };
    let clean: { address: string; level: number } | undefined;
    let deposit: { id: number; usd: number; level: number } | undefined;
    const customer = await get(`/risk/api/v4/customers/lookup/`, `customer_id=${customerId}`);
    expect(customer.statusCode, customer.body).toBe(200);
    const id = customer.json().id as number;
    for (const payment of payments) {
      if (clean && deposit) break;
      if (!clean) {
        const res = await below('/risk/api/v4/addresses/', {
          identifier: payment.to,
          currency: ETH,
          customer_id: customerId,
          type: 1,
        });
        if (res) clean = { address: payment.to, level: res.json().risk_level };
        else continue;
      }
      const res = await below(`/risk/api/v4/customers/${id}/deposits/`, {
        identifier: payment.hash,
        currency: ETH,
        to_address: payment.to,
      });
      if (res) {
        expect(res.statusCode).toBe(201);
        deposit = { id: res.json().id, usd: payment.usd, level: res.json().risk_level };
        expect(res.json().value_usd).toBeCloseTo(payment.usd, 2);
      }
    }
    expect(clean, 'a clean address among the payments').toBeDefined();
    expect(deposit, 'a clean deposit among the payments').toBeDefined();
    let withdrawal: { usd: number; level: number } | undefined;
    for (const payment of [...payments].reverse()) {
      const res = await below(`/risk/api/v4/customers/${id}/withdrawals/`, {
        identifier: payment.hash,
        currency: ETH,
        to_address: payment.to,
      });
      if (res && res.json().id !== deposit?.id) {
        withdrawal = { usd: payment.usd, level: res.json().risk_level };
        expect(res.json().value_usd).toBeCloseTo(payment.usd, 2);
        break;
      }
    }
    expect(withdrawal, 'a clean withdrawal among the payments').toBeDefined();

    const detail = await get(`/risk/api/v4/customers/${id}/`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      risk_level: 5,
      deposit_addresses_count: 2,
      deposits_count: 1,
      withdrawals_count: 1,
    });
    expect(detail.json().total_incoming_value_usd).toBeCloseTo(deposit?.usd ?? -1, 2);
    expect(detail.json().total_outgoing_value_usd).toBeCloseTo(withdrawal?.usd ?? -1, 2);
    const deposits = await get(`/risk/api/v4/customers/${id}/deposits/`);
    expect(deposits.json().results.map((d: { id: number }) => d.id)).toEqual([deposit?.id]);
    const summary = await get(`/risk/api/v4/customers/${id}/digital-asset-summary/`);
    expect(summary.statusCode, summary.body).toBe(200);
    type AssetRow = {
      currency: number;
      deposits_count: number;
      deposits_value_usd: number;
      withdrawals_value_usd: number;
    };
    const assets = summary.json() as AssetRow[];
    expect(assets.every((a) => a.currency === ETH)).toBe(true);
    expect(assets.reduce((n, a) => n + a.deposits_count, 0)).toBe(1);
    expect(assets.reduce((n, a) => n + a.deposits_value_usd, 0)).toBeCloseTo(deposit?.usd ?? -1, 2);
    expect(assets.reduce((n, a) => n + a.withdrawals_value_usd, 0)).toBeCloseTo(withdrawal?.usd ?? -1, 2);

    // Its alerts are those of its addresses and transactions, each with its own object.
    const alerts = await get(`/resolutioncenter/api/v4/customer/${id}/alerts/`);
    expect(alerts.statusCode, alerts.body).toBe(200);
    const raised = alerts.json().results as { entity_type: string; object_id: number; alert_body: string }[];
    expect(raised.length).toBeGreaterThan(0);
    expect(raised.some((x) => x.entity_type === 'address' && x.object_id === risky.json().id)).toBe(true);
    expect(detail.json().open_alerts_count).toBe(alerts.json().count);
    const byRule = await get(
      '/risk/api/v4/customers/',
      `rule_name=${encodeURIComponent(raised[0]?.alert_body ?? '')}`,
    );
    expect(byRule.json().results.map((c: { id: number }) => c.id)).toContain(id);
    const foreign = await ctx.call('outsider', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/customer/${id}/alerts/?workspace=beta`,
    });
    expect(foreign.statusCode).toBe(404);

    // The counterparties of its transfers, summed per entity and per category; balances of its addresses.
    const aggregates = await get(`/risk/api/v4/customers/${id}/deposits-tag-aggregates/`);
    expect(aggregates.statusCode, aggregates.body).toBe(200);
    const sentiments = await get(`/risk/api/v4/customers/${id}/sentiments/`);
    expect(sentiments.statusCode, sentiments.body).toBe(200);
    const sentimentSummary = await get(`/risk/api/v4/customers/${id}/sentiment_summary/`);
    const total = (sentimentSummary.json().categories as { total_value_usd: number }[]).reduce(
      (n, c) => n + c.total_value_usd,
      0,
    );
    expect(sentimentSummary.json().total_value_usd).toBeCloseTo(total, 6);
    expect(sentiments.json().count).toBe(
      (aggregates.json() as unknown[]).length +
        ((await get(`/risk/api/v4/customers/${id}/withdrawals-tag-aggregates/`)).json() as unknown[]).length,
    );
    const balances = await get(`/risk/api/v4/customers/${id}/balances/`);
    const balanceUsd = (balances.json() as { balance_usd: number }[]).reduce((n, b) => n + b.balance_usd, 0);
    expect(detail.json().balance_usd).toBeCloseTo(balanceUsd, 6);

    // Update Open Alerts moves the open alerts of its addresses and transactions.
    const stages = await get('/profile/api/v2/workspaces/workflow-stages/');
    const inReview = (stages.json() as { id: number; name: string }[]).find((x) => x.name === 'In Review');
    const moved = await ctx.call('agent', {
      method: 'PUT',
      url: `/risk/api/v4/customers/update-alerts/?workspace=alpha&ids=${id}`,
      payload: { workflow_stage: inReview?.id, comment: { body: '<p>Reviewed with the customer file.</p>' } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().updated).toBe(alerts.json().count);
    const noComment = await ctx.call('agent', {
      method: 'PUT',
      url: `/risk/api/v4/customers/update-alerts/?workspace=alpha&ids=${id}`,
      payload: { workflow_stage: inReview?.id, comment: { body: '' } },
    });
    expect(noComment.statusCode).toBe(400);

    const archived = await ctx.call('agent', {
      method: 'DELETE',
      url: `/risk/api/v4/addresses/${risky.json().id}/?workspace=alpha`,
    });
    expect(archived.statusCode).toBe(204);
    const after = await get(`/risk/api/v4/customers/${id}/`);
    const remaining = Math.max(clean?.level ?? 0, deposit?.level ?? 0, withdrawal?.level ?? 0);
    expect(after.json().risk_level).toBe(remaining);
    expect(after.json().risk_level).toBeLessThan(5);
    expect(after.json().deposit_addresses_count).toBe(1);
  }, 120_000);
});
