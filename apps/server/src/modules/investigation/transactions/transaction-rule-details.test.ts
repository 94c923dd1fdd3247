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
import { type ScreeningJson, screenTransaction } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * Transaction screening details on a small Ethereum world:
 *
 *   T1: M ─$500→ P and M2 ─$300→ P in one transaction. M is Hydra Market, labelled Darknet (Darknet Market,
 *       confidence 100, its primary label) and Sanctions (confidence 60); M2 is Hydra Market too (Darknet Vendor).
 *   T3: Z (Sanctions, Evil Corp) ─$2,000→ Y ─$2,000→ A3, then T3: A3 ─$2,000→ B3. Evil Corp sits two hops behind
 *       T3's direct counterparty A3 (a hop limit of 2 reaches it, 1 does not).
 */
const M = addr('c');
const M2 = addr('d');
const P = addr('a');
const Z = addr('5');
const Y = addr('1');
const A3 = addr('3');
const B3 = addr('4');
const T1 = hash('1');
const T3 = hash('3');

const ctx = useTestApp();
beforeAll(async () => {
  await writeEthWorld(
    ctx.db,
    [
      pay(hash('a'), at('01-01'), [transfer(Z, Y, 2000)]),
      pay(hash('b'), at('01-02'), [transfer(Y, A3, 2000)]),
      pay(T1, at('03-01'), [transfer(M, P, 500), transfer(M2, P, 300)]),
      pay(T3, at('03-01'), [transfer(A3, B3, 2000)]),
    ],
    at('03-01'),
  );
  await importLabelCsv(ctx.db, [
    'address,blockchain,entity_name,category,subtype,confidence',
    `${M},ETH,Hydra Market,Darknet,401,100`,
    `${M},ETH,Hydra Market,Sanctions,,60`,
    `${M2},ETH,Hydra Market,Darknet,402,100`,
    `${Z},ETH,Evil Corp,Sanctions,,60`,
  ]);
}, 120_000);

type Alert = { rule_register: { rule_name: string }; level: number; workflow_stage: { category: number } };

const screen = (identifier: string) =>
  screenTransaction<ScreeningJson>(ctx, identifier, { query: '&get_extra_data=true' });
const firedRules = async (id: number) => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/resolutioncenter/api/v4/transaction/${id}/alerts/?workspace=alpha`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Alert[])
    .filter((a) => a.workflow_stage.category <= 1)
    .map((a) => a.rule_register.rule_name)
    .sort();
};
const admin = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await ctx.call('admin', { method, url: `${url}?workspace=alpha`, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const setMaxHops = (maxHops: number) =>
  ctx.db.updateTable('workspaces').set({ max_hops: maxHops }).where('slug', '=', 'alpha').execute();

describe('risks detected on a transaction', () => {
  it('lists every category of what it reached, one entry per entity, category, exposure type and direction', async () => {
    const body = await screen(T1);
    // Sanctions is not M's primary label, yet the sanctions rule fires on it (category totals hold every label).
    expect(body.risk_level).toBe(5);
    expect(await firedRules(body.id)).toContain('Direct exposure to sanctioned entities');
    expect(body.risks_detected).toEqual([
      {
        direction: 'incoming',
        tag_type_verbose: 'Darknet',
        tag_subtype_verbose: 'Darknet Market',
        tag_name_verbose: 'Hydra Market',
        exposure_type: 'direct',
        value_usd: 800,
      },
      {
        direction: 'incoming',
        tag_type_verbose: 'Sanctions',
        tag_subtype_verbose: 'Unknown',
        tag_name_verbose: 'Hydra Market',
        exposure_type: 'direct',
        value_usd: 500,
      },
    ]);
  });

  it('keeps the directions apart and names indirect exposure as such', async () => {
    const body = await screen(T3);
    expect(body.risks_detected).toEqual([
      expect.objectContaining({
        direction: 'incoming',
        tag_type_verbose: 'Sanctions',
        tag_name_verbose: 'Evil Corp',
        exposure_type: 'indirect',
        value_usd: 2000,
      }),
    ]);
  });
});

describe('Transaction rules with a hop limit, and the alert_and_tag action', () => {
  it('reads the transaction traced to the rule’s own hop limit, not the workspace’s', async () => {
    const tag = await admin('POST', '/risk/api/v4/custom-tags/', {
      name: 'Deep sanctions',
      description: 'Put on by a transaction rule',
    });
    const policy = await admin('POST', '/risk/api/v4/policies/', {
      name: 'Hop limits',
      description: 'Indirect sanctions at chosen depths',
      type: 0,
      category: 1,
      is_enabled: true,
    });
    const indirect = (hop_limit: number) => ({
      rule_condition_type: 18,
      risk_types: [1],
      entity_types: ['Sanctions'],
      threshold_amount_usd: 1000,
      hop_limit,
    });
    const rules = `/risk/api/v4/policies/${policy.id}/classifiers/`;
    await admin('POST', rules, { rule_name: 'Within 1 hop', alert_level: 1, rule_conditions: [indirect(1)] });
    await admin('POST', rules, {
      rule_name: 'Within 2 hops',
      alert_level: 2,
      action: 'alert_and_tag',
      custom_tag: tag.id,
      rule_conditions: [indirect(2)],
    });
    try {
      // The workspace traces 3 levels (Evil Corp is reached): only the 2-hop rule may fire.
      await setMaxHops(3);
      let fired = await firedRules((await screen(T3)).id);
      expect(fired).toContain('Within 2 hops');
      expect(fired).not.toContain('Within 1 hop');
      // The workspace traces 2 levels (Evil Corp is not reached): the 2-hop rule traces deeper itself.
      await setMaxHops(2);
      const body = await screen(T3);
      expect(body.incoming.indirect).toBe(0);
      fired = await firedRules(body.id);
      expect(fired).toContain('Within 2 hops');
      expect(fired).not.toContain('Within 1 hop');
    } finally {
      await setMaxHops(3);
    }
    // The 2-hop rule tags the transaction (by its hash, on its chain) as custom tags are stored.
    const tagged = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/custom-tagged-addresses/?workspace=alpha&custom_tag_id=${tag.id}`,
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().results).toEqual([expect.objectContaining({ identifier: T3, currencies: [1] })]);
    // T1 fired no tagging rule.
    await screen(T1);
    expect(
      (await ctx.db.selectFrom('custom_tagged_addresses').select('identifier').execute()).map(
        (r) => r.identifier,
      ),
    ).toEqual([T3]);
  });
});
