import type { LabelRecord } from '@riskscreen/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { importLabels } from './import-labels.ts';
import { planImports } from './importers/index.ts';
import type { ImportInput } from './importers/types.ts';
import { countLabels, loadLabels } from './labels.repo.ts';
import { dataInput, dataInputs } from './test-support.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function importAll(format: Parameters<typeof planImports>[0], inputs: ImportInput[]) {
  const outcomes = [];
  for (const plan of planImports(format, inputs)) {
    const { records, errors } = plan.parse();
    outcomes.push(await importLabels(ctx.db, { format, fileName: plan.fileName, records, errors }));
  }
  return outcomes;
}

const keyOf = (r: LabelRecord) =>
  `${r.blockchain}|${r.address}|${r.entity.name}|${r.entity.category}|${r.source}`;

describe('importing labels', () => {
  it('imports the 17 OFAC per-currency lists, one label per chain-or-EVM and address, and records each import', async () => {
    const inputs = dataInputs('ofac-0xb10c', ['.txt']);
    const parsed = inputs.flatMap((input) => planImports('ofac-list', [input]).map((p) => p.parse()));
    const distinct = new Set(parsed.flatMap((p) => p.records).map(keyOf));
    const outcomes = await importAll('ofac-list', inputs);
    expect(outcomes.reduce((n, o) => n + o.rowsTotal, 0)).toBe(654);
    expect(outcomes.reduce((n, o) => n + o.rowsFailed, 0)).toBe(2);
    expect(outcomes.reduce((n, o) => n + o.rowsImported, 0)).toBe(distinct.size);
    // ARB and BSC repeat an ETH address; USDT/USDC repeat ETH and XBT addresses: those are duplicates.
    expect(outcomes.reduce((n, o) => n + o.rowsDuplicate, 0)).toBe(652 - distinct.size);
    expect((await countLabels(ctx.db)).labels).toBe(distinct.size);

    const imports = await ctx.db.selectFrom('label_imports').selectAll().orderBy('id').execute();
    expect(imports).toHaveLength(17);
    const xbt = imports.find((i) => i.file_name.endsWith('sanctioned_addresses_XBT.txt'));
    // OFAC lists a Tron address under XBT: it is imported on Tron (with a warning), not skipped.
    expect(xbt).toMatchObject({ format: 'ofac-list', rows_total: 435, rows_failed: 0 });
    expect(xbt?.errors).toEqual([]);
    const tron = await ctx.db
      .selectFrom('labels')
      .select('blockchain')
      .where('address', '=', 'TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq')
      .execute();
    expect(tron.map((l) => l.blockchain)).toEqual([10]);
  });

  it('ignores labels it already holds when the same list comes again', async () => {
    const before = await countLabels(ctx.db);
    const [again] = await importAll('ofac-list', [dataInput('ofac-0xb10c/sanctioned_addresses_ETH.json')]);
    expect(again).toMatchObject({ rowsTotal: 152, rowsImported: 0, rowsDuplicate: 152, entitiesCreated: 0 });
    expect(await countLabels(ctx.db)).toEqual(before);
  });

  it('finds a sanctioned address from its EIP-55 form on every EVM chain, not on Bitcoin', async () => {
    const checksummed = '0x098B716B8Aaf21512996dC57EB0615e2383E2f96';
    const stored = checksummed.toLowerCase();
    for (const chain of [1, 8, 17]) {
      const labels = await loadLabels(ctx.db, chain, [checksummed]);
      expect([...labels.keys()], `chain ${chain}`).toEqual([stored]);
      expect(labels.get(stored)?.[0]).toMatchObject({
        blockchain: null,
        name: 'OFAC SDN List',
        category: 'Sanctions',
        subtype: 1301,
        confidence: 60,
        source: 'ofac',
        sentiment: -1,
      });
    }
    expect((await loadLabels(ctx.db, 0, [checksummed])).size).toBe(0);
  });

  it('returns several categories for one address: Sanctions and Darknet (Hydra), Sanctions and Theft (Ronin)', async () => {
    await importAll('tagpack', [
      dataInput('graphsense-tagpacks/actors/graphsense.actorpack.yaml'),
      dataInput('graphsense-tagpacks/packs/hydra.yaml'),
      dataInput('graphsense-tagpacks/packs/ronin_bridge.yaml'),
      dataInput('graphsense-tagpacks/packs/lazarus.yaml'),
    ]);
    const hydra = await loadLabels(ctx.db, 0, ['1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA']);
    expect(
      hydra
        .get('1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA')
        ?.map((l) => `${l.category}:${l.name}`)
        .sort(),
    ).toEqual(['Darknet:Hydra Market', 'Sanctions:OFAC SDN List']);
    const ronin = await loadLabels(ctx.db, 1, ['0x098B716B8Aaf21512996dC57EB0615e2383E2f96']);
    expect(
      ronin
        .get('0x098b716b8aaf21512996dc57eb0615e2383e2f96')
        ?.map((l) => `${l.category}:${l.name}:${l.blockchain}:${l.confidence}`)
        .sort(),
    ).toEqual([
      'Sanctions:Lazarus Group:1:60',
      'Sanctions:OFAC SDN List:null:60',
      'Theft:Ronin bridge exploiter:1:50',
    ]);
    // The TagPack label is Ethereum-only; on Arbitrum only the OFAC (every-EVM) label applies.
    const arbitrum = await loadLabels(ctx.db, 17, ['0x098b716b8aaf21512996dc57eb0615e2383e2f96']);
    expect(arbitrum.get('0x098b716b8aaf21512996dc57eb0615e2383e2f96')?.map((l) => l.name)).toEqual([
      'OFAC SDN List',
    ]);
  });

  it('honours validity periods: a delisted designation applies only while it was in force', async () => {
    const text = [
      'address,blockchain,entity_name,category,subtype,valid_from,valid_to',
      '0x8589427373D6D84E98730D7795D8f6f8731FDA16,ETH,Tornado Cash,Sanctions,1301,2022-08-08,2025-03-21',
    ].join('\n');
    const [outcome] = await importAll('csv', [{ name: 'tornado.csv', text }]);
    expect(outcome).toMatchObject({ rowsImported: 1, rowsFailed: 0 });
    const address = '0x8589427373d6d84e98730d7795d8f6f8731fda16';
    // The 2024 per-currency list also holds this address, without a period: it applies at every time.
    const at = async (iso?: string) =>
      (await loadLabels(ctx.db, 1, [address], iso ? new Date(iso) : undefined))
        .get(address)
        ?.map((l) => l.name) ?? [];
    expect(await at('2024-01-01T00:00:00Z')).toEqual(['OFAC SDN List', 'Tornado Cash']);
    expect(await at('2022-08-07T23:59:59Z')).toEqual(['OFAC SDN List']);
    expect(await at('2025-03-21T00:00:00Z')).toEqual(['OFAC SDN List']);
    const all = (await loadLabels(ctx.db, 1, [address])).get(address);
    expect(all?.find((l) => l.name === 'Tornado Cash')).toMatchObject({
      validFrom: Date.parse('2022-08-08T00:00:00Z') / 1000,
      validTo: Date.parse('2025-03-21T00:00:00Z') / 1000,
    });
  });

  it('imports the good rows of a broken CSV and records the bad ones by line', async () => {
    const text = [
      'address,blockchain,entity_name,category,subtype',
      '1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA,BTC,Hydra Market,Darknet,401',
      '1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA,NOPE,Bad Chain,Darknet,',
      '\u0000\u0001junk',
      '1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA,BTC,Unknown,Piracy,',
    ].join('\n');
    const before = await countLabels(ctx.db);
    const [outcome] = await importAll('csv', [{ name: 'mixed.csv', text }]);
    expect(outcome).toMatchObject({ rowsTotal: 4, rowsImported: 1, rowsFailed: 3, entitiesCreated: 0 });
    expect((await countLabels(ctx.db)).labels).toBe(before.labels + 1);
    const row = await ctx.db
      .selectFrom('label_imports')
      .selectAll()
      .where('id', '=', outcome?.importId ?? -1)
      .executeTakeFirstOrThrow();
    expect(row.errors.map((e) => e.line)).toEqual([3, 4, 5]);
  });

  it('upserts entities by (name, category): one Hydra Market entity, subtype kept', async () => {
    const hydra = await ctx.db
      .selectFrom('entities')
      .selectAll()
      .where('name', '=', 'Hydra Market')
      .execute();
    expect(hydra).toEqual([expect.objectContaining({ category: 'Darknet', subtype: 401, sentiment: -1 })]);
  });

  it('leaves nothing behind when the write fails half-way', async () => {
    const before = await countLabels(ctx.db);
    const importsBefore = await ctx.db.selectFrom('label_imports').select('id').execute();
    const records: LabelRecord[] = Array.from({ length: 2500 }, (_, i) => ({
      line: i + 2,
      blockchain: 0,
      address: `bc1-test-${i}`,
      entity: { name: `Half Import ${i % 3}`, category: 'Scam', subtype: 702, description: '' },
      source: 'test',
      // Record 2,100 (third 1,000-row statement) overflows the smallint column: the statement fails.
      confidence: i === 2100 ? 40_000 : 50,
      attributed_at: null,
      valid_from: null,
      valid_to: null,
    }));
    await expect(
      importLabels(ctx.db, { format: 'csv', fileName: 'half.csv', records, errors: [] }),
    ).rejects.toThrow(/out of range/);
    expect(await countLabels(ctx.db)).toEqual(before);
    expect(await ctx.db.selectFrom('label_imports').select('id').execute()).toEqual(importsBefore);
    const half = await ctx.db
      .selectFrom('entities')
      .select('id')
      .where('name', 'like', 'Half Import%')
      .execute();
    expect(half).toEqual([]);
  });
});
