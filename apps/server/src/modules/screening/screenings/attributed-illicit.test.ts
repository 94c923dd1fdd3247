import type { LabelRecord, TagCategory } from '@riskscreen/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers/test-app.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { importLabels, planImports } from '../../attribution/index.ts';
import { dataInput } from '../../attribution/test-support.ts';

/**
 * Real GraphSense TagPacks (../shared/data/graphsense-tagpacks) and a CSV label file made of their real addresses,
 * imported as an operator would and screened with the default policies on an installation without chain data: an
 * address that is itself a mixer, a ransomware wallet, a thief… is High or Critical for what it is, an exchange's
 * wallet is not (decision 0045).
 */
const PACKS = [
  'graphsense-tagpacks/packs/mixing_fc2021.yaml',
  'graphsense-tagpacks/packs/ransomware.yaml',
  'graphsense-tagpacks/packs/hacks.yaml',
  'graphsense-tagpacks/packs/aft-alqaeda-forfeit_vc.yaml',
  'graphsense-tagpacks/packs/defi-fraud-masterthesis.yaml',
  'graphsense-tagpacks/packs/exchange-wallets-kucoin.yaml',
  'graphsense-tagpacks/actors/graphsense.actorpack.yaml',
];

let records: LabelRecord[];

const ctx = useTestApp();
beforeAll(async () => {
  const parsed = planImports('tagpack', PACKS.map(dataInput)).map((plan) => ({ plan, ...plan.parse() }));
  records = parsed.flatMap((p) => p.records);
  for (const { plan, records: rows, errors } of parsed) {
    if (rows.length === 0) continue;
    await importLabels(ctx.db, { format: 'tagpack', fileName: plan.fileName, records: rows, errors });
  }
}, 120_000);

const screen = async (identifier: string, currency: number, customer?: string) => {
  const res = await ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier, currency, ...(customer ? { customer_id: customer, type: 1 } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; risk_level: number; tag_type_verbose: string | null };
};

/** The first `n` distinct addresses of a pack's records that match. */
function pick(match: (r: LabelRecord) => boolean, n: number): LabelRecord[] {
  const seen = new Set<string>();
  const out: LabelRecord[] = [];
  for (const r of records) {
    if (r.blockchain === null || !match(r) || seen.has(r.address)) continue;
    seen.add(r.address);
    out.push(r);
    if (out.length === n) break;
  }
  return out;
}

const rulesThatSet = async (kind: 'address', id: number) => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/resolutioncenter/api/v4/${kind}/${id}/alerts/?workspace=alpha`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { rule_register?: { rule_name?: string } }[]).map(
    (a) => a.rule_register?.rule_name,
  );
};

describe('an address attributed to an illicit category, screened with the default policies', () => {
  it("rates every one of ChipMixer's own addresses High, saying it is attributed to a coin mixer", async () => {
    const chipMixer = pick((r) => r.entity.name === 'ChipMixer', 100);
    expect(chipMixer.length).toBe(10);
    for (const r of chipMixer) {
      const body = await screen(r.address, r.blockchain ?? 0);
      expect(body.tag_type_verbose).toBe('Coin Mixer');
      expect(body.risk_level, r.address).toBeGreaterThanOrEqual(4);
    }
    const first = chipMixer[0];
    const body = await screen(first?.address ?? '', 0);
    expect(await rulesThatSet('address', body.id)).toContain('Attributed to a coin mixer');
  });

  it.each<[string, TagCategory]>([
    ['ransomware', 'Extortion'],
    ['a hack', 'Theft'],
    ['phishing', 'Scam'],
  ])('rates addresses of %s High or Critical', async (_what, category) => {
    const sample = pick((r) => r.entity.category === category, 5);
    expect(sample.length).toBe(5);
    for (const r of sample) {
      expect((await screen(r.address, r.blockchain ?? 0)).risk_level, r.address).toBeGreaterThanOrEqual(4);
    }
  });

  it('rates an address of terrorist financing Critical, worse than its category', async () => {
    const [terrorism] = pick((r) => r.entity.subtype === 1401, 1);
    expect(terrorism).toBeDefined();
    const body = await screen(terrorism?.address ?? '', terrorism?.blockchain ?? 0);
    expect(body.tag_type_verbose).toBe('High Risk Organization');
    expect(body.risk_level).toBe(5);
    expect(await rulesThatSet('address', body.id)).toContain(
      'Attributed to terrorist financing, child abuse material or human trafficking',
    );
  });

  it("leaves an exchange's own wallets below High", async () => {
    const exchange = pick((r) => r.entity.category === 'Exchange', 5);
    expect(exchange.length).toBe(5);
    for (const r of exchange) {
      const body = await screen(r.address, r.blockchain ?? 0);
      expect(body.tag_type_verbose).toBe('Exchange');
      expect(body.risk_level, r.address).toBeLessThan(4);
    }
  });

  it('makes a customer with eight ransomware deposit addresses High', async () => {
    const ransomware = pick((r) => r.entity.subtype === 801, 8);
    expect(ransomware.length).toBe(8);
    for (const r of ransomware) await screen(r.address, r.blockchain ?? 0, 'customer-ransom-8');
    const list = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/customers/?workspace=alpha&q=customer-ransom-8',
    });
    expect(list.statusCode, list.body).toBe(200);
    const [customer] = list.json().results as { customer_id: string; risk_level: number }[];
    expect(customer?.customer_id).toBe('customer-ransom-8');
    expect(customer?.risk_level).toBeGreaterThanOrEqual(4);
  });
});

describe('a CSV label import of mixers, phishing, theft and exchange wallets', () => {
  it('screens every illicit address High or Critical and no exchange wallet so', async () => {
    const rows: { r: LabelRecord; category: string; subtype: string; illicit: boolean }[] = [
      ...pick((r) => r.entity.category === 'Coin Mixer', 6).map((r) => ({
        r,
        category: 'Coin Mixer',
        subtype: '',
        illicit: true,
      })),
      ...pick((r) => r.entity.subtype === 701, 6).map((r) => ({
        r,
        category: 'Scam',
        subtype: '701',
        illicit: true,
      })),
      ...pick((r) => r.entity.category === 'Theft', 6).map((r) => ({
        r,
        category: 'theft',
        subtype: '',
        illicit: true,
      })),
      ...pick((r) => r.entity.category === 'Exchange', 6).map((r) => ({
        r,
        category: 'Exchange',
        subtype: '101',
        illicit: false,
      })),
    ];
    // The same addresses under another workspace's view would be the tagpack's: a fresh app reads the CSV alone.
    const other = await createTestApp();
    try {
      const text = [
        'address,blockchain,entity_name,category,subtype',
        ...rows.map(({ r, category, subtype }) =>
          [r.address, r.blockchain, `"${r.entity.name}"`, category, subtype].join(','),
        ),
      ].join('\n');
      const [plan] = planImports('csv', [{ name: 'held-out.csv', text }]);
      const parsed = plan?.parse();
      expect(parsed?.errors).toEqual([]);
      await importLabels(other.db, {
        format: 'csv',
        fileName: 'held-out.csv',
        records: parsed?.records ?? [],
        errors: [],
      });
      for (const { r, illicit } of rows) {
        const res = await other.call('agent', {
          method: 'POST',
          url: '/risk/api/v4/addresses/?workspace=alpha',
          payload: { identifier: r.address, currency: r.blockchain },
        });
        expect(res.statusCode, res.body).toBe(200);
        const level = res.json().risk_level as number;
        if (illicit) expect(level, `${r.entity.category} ${r.address}`).toBeGreaterThanOrEqual(4);
        else expect(level, `${r.entity.category} ${r.address}`).toBeLessThan(4);
      }
    } finally {
      await other.close();
    }
  }, 120_000);
});
