import { beforeAll, describe, expect, it } from 'vitest';
import {
  ethAddress as addr,
  in2026 as at,
  txHash as hash,
  importLabelCsv,
  ethPayment as pay,
  writeEthWorld,
} from '../../../../test/helpers/eth-world.ts';
import { type ScreeningJson, screenTransaction } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * A transaction screened on a small Ethereum world written to the store, with its exposure computed by hand and
 * the workspace's default Transaction policies deciding its risk:
 *
 *   D (Darknet) ─$100→ U ─$1,000→ A ─T: $2,000→ B ─$1,500→ E (Exchange)          (before T: B ─$300→ G)
 *   S (Sanctions) ─$1,000→ A                       B ─$500→ F                      (after T: X (Scam) ─$5,000→ A)
 *
 * Source of funds of T (flows before it): A got half from S and half from U, whose inflow is all D's, so
 * Sanctions $1,000 and Darknet $1,000, both indirect. Destination (flows after it): Exchange $1,500 indirect,
 * Unknown $500 (F spends nothing). X's later payment and B's earlier one are outside T's window.
 * T2 (A2 → B, $2,000) has S's $999.99 behind it: one cent under the indirect-sanctions threshold ($1,000).
 */
const A = addr('a');
const A2 = addr('2');
const B = addr('b');
const D = addr('d');
const E = addr('e');
const F = addr('f');
const G = addr('9');
const S = addr('5');
const U = addr('1');
const W = addr('3');
const X = addr('8');
const T = hash('7');
const T2 = hash('6');

const ctx = useTestApp();
beforeAll(async () => {
  await writeEthWorld(
    ctx.db,
    [
      pay(hash('0'), at('01-01'), D, U, 100),
      pay(hash('1'), at('02-01'), S, A, 1000),
      pay(hash('2'), at('02-02'), U, A, 1000),
      pay(hash('3'), at('02-03'), B, G, 300),
      pay(hash('4'), at('02-04'), S, A2, 999.99),
      pay(hash('5'), at('02-05'), W, A2, 1000.01),
      pay(T, at('03-01'), A, B, 2000),
      pay(T2, at('03-01'), A2, B, 2000),
      pay(hash('8'), at('04-01'), B, E, 1500),
      pay(hash('9'), at('04-02'), B, F, 500),
      pay(hash('a'), at('04-03'), X, A, 5000),
    ],
    at('04-03'),
  );
  await importLabelCsv(ctx.db, [
    'address,blockchain,entity_name,category',
    `${S},ETH,Evil Corp,Sanctions`,
    `${D},ETH,Dark Market,Darknet`,
    `${E},ETH,Good Exchange,Exchange`,
    `${X},ETH,Late Scam,Scam`,
  ]);
}, 120_000);

type Row = {
  tag_type_verbose: string;
  tag_name_verbose: string;
  exposure_type: string;
  total_value_usd: number;
};
type Alert = {
  id: number;
  level: number;
  alert_items_count: number;
  entity_type: string;
  object_id: number;
  rule_register: { policy_name: string; rule_name: string };
  content_object_fields: { identifier: string; currency: number | null };
};

const screen = (identifier: string, workspace = 'alpha', user: 'agent' | 'outsider' = 'agent') =>
  screenTransaction<ScreeningJson>(ctx, identifier, { user, workspace, query: '&get_extra_data=true' });
const alertsOf = (id: number, workspace = 'alpha', user: 'agent' | 'outsider' = 'agent') =>
  ctx.call(user, {
    method: 'GET',
    url: `/resolutioncenter/api/v4/transaction/${id}/alerts/?workspace=${workspace}`,
  });
const rows = (list: Row[]) =>
  list
    .filter((r) => r.total_value_usd > 0)
    .map(
      (r) => `${r.tag_type_verbose}|${r.tag_name_verbose}|${r.exposure_type}|${r.total_value_usd.toFixed(2)}`,
    )
    .sort();

describe('exposure of a transaction, computed by hand', () => {
  it('traces the source of funds before it and the destination after it, leaving itself out', async () => {
    const body = await screen(T);
    expect(body.incoming).toMatchObject({ direct: 0, unknown: 0 });
    expect(body.incoming.total).toBeCloseTo(2000, 6);
    expect(rows(body.incoming_counterparty_summary)).toEqual([
      'Darknet|Dark Market|indirect|1000.00',
      'Sanctions|Evil Corp|indirect|1000.00',
    ]);
    expect(body.outgoing.total).toBeCloseTo(2000, 6);
    expect(rows(body.outgoing_counterparty_summary)).toEqual([
      'Exchange|Good Exchange|indirect|1500.00',
      'Unknown|Unknown|indirect|500.00',
    ]);
    expect(body.from_addresses).toEqual([expect.objectContaining({ address: A, exposure_type: 'indirect' })]);
    expect(body.to_addresses).toEqual([expect.objectContaining({ address: B, exposure_type: 'indirect' })]);
    const addresses = body.investigation_tree.nodes.flatMap((n: { addresses: string[] }) => n.addresses);
    expect(addresses).toEqual(expect.arrayContaining([A, S, U, D, B, E, F]));
    expect(addresses).not.toContain(X);
    expect(addresses).not.toContain(G);
  });
});

describe('the Transaction policies on screening', () => {
  it('fires the indirect-sanctions rule at exactly $1,000: High, with its alert', async () => {
    const body = await screen(T);
    // Indirect Sanctions $1,000 (High) and indirect Darknet $1,000 at 50% taint (Medium): the highest wins.
    expect(body.risk_level).toBe(4);
    expect(body.risks_detected).toContainEqual(
      expect.objectContaining({
        tag_type_verbose: 'Sanctions',
        exposure_type: 'indirect',
        direction: 'incoming',
      }),
    );
    const res = await alertsOf(body.id);
    expect(res.statusCode, res.body).toBe(200);
    const alerts = res.json().results as Alert[];
    expect(alerts.map((a) => `${a.rule_register.rule_name}|${a.level}`).sort()).toEqual([
      'Indirect exposure to darknet markets and mixers|3',
      'Indirect exposure to sanctioned entities|4',
    ]);
    for (const alert of alerts) {
      expect(alert).toMatchObject({
        entity_type: 'transaction',
        object_id: body.id,
        content_object_fields: { identifier: T, currency: 1 },
      });
    }
  });

  it('does not fire one cent below the threshold: risk 0, no alert', async () => {
    const body = await screen(T2);
    expect(body.incoming.indirect).toBeCloseTo(999.99, 6);
    expect(body.risk_level).toBe(0);
    expect((await alertsOf(body.id)).json()).toMatchObject({ count: 0, results: [] });
  });

  it('adds an item to the open alert when the same rule fires again', async () => {
    const first = (await alertsOf((await screen(T)).id)).json().results as Alert[];
    const again = await screen(T);
    const second = (await alertsOf(again.id)).json().results as Alert[];
    expect(second.map((a) => a.id).sort()).toEqual(first.map((a) => a.id).sort());
    for (const alert of second) {
      const before = first.find((a) => a.id === alert.id);
      expect(alert.alert_items_count).toBe((before?.alert_items_count ?? 0) + 1);
    }
    const detail = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/transactions/${again.id}/?workspace=alpha`,
    });
    expect(detail.json().risk_level).toBe(4);
  });

  it('shows a workspace none of the alerts of another', async () => {
    const body = await screen(T);
    expect((await alertsOf(body.id, 'beta', 'outsider')).statusCode).toBe(404);
    const theirs = await screen(T, 'beta', 'outsider');
    expect(theirs.id).not.toBe(body.id);
    const listed = (await alertsOf(theirs.id, 'beta', 'outsider')).json().results as Alert[];
    const ours = (await alertsOf(body.id)).json().results as Alert[];
    expect(listed.length).toBe(ours.length);
    for (const alert of listed) {
      expect(ours.map((a) => a.id)).not.toContain(alert.id);
      expect(alert.alert_items_count).toBe(1);
    }
  });
});
