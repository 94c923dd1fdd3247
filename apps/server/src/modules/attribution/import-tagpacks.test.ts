import type { LabelRecord } from '@riskscreen/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { importLabels } from './import-labels.ts';
import { planImports } from './importers/index.ts';
import { loadLabels } from './labels.repo.ts';
import { dataInputs } from './test-support.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('importing every GraphSense TagPack', () => {
  it('writes all 237,962 tags (less the few on unplaceable chains) and finds them again', {
    timeout: 600_000,
  }, async () => {
    const started = performance.now();
    const expected = new Set<string>();
    const perCategory = new Map<string, Set<string>>();
    let rowsTotal = 0;
    let imported = 0;
    let parseMs = 0;
    for (const plan of planImports('tagpack', dataInputs('graphsense-tagpacks', ['.yaml']))) {
      const t = performance.now();
      const { records, errors } = plan.parse();
      parseMs += performance.now() - t;
      for (const r of records) {
        const key = labelKey(r);
        expected.add(key);
        const set = perCategory.get(r.entity.category) ?? new Set<string>();
        perCategory.set(r.entity.category, set.add(key));
      }
      const outcome = await importLabels(ctx.db, {
        format: 'tagpack',
        fileName: plan.fileName,
        records,
        errors,
      });
      rowsTotal += outcome.rowsTotal;
      imported += outcome.rowsImported;
    }
    const totalMs = performance.now() - started;
    console.info(
      `TagPack import (${ctx.handle.kind}): ${rowsTotal} tags, ${imported} labels in ${(totalMs / 1000).toFixed(1)} s ` +
        `(parsing ${(parseMs / 1000).toFixed(1)} s, writing ${((totalMs - parseMs) / 1000).toFixed(1)} s)`,
    );

    expect(rowsTotal).toBe(237_962);
    expect(imported).toBe(expected.size);
    const stored = await ctx.db
      .selectFrom('labels as l')
      .innerJoin('entities as e', 'e.id', 'l.entity_id')
      .select(['e.category', sql<number>`count(*)`.as('n')])
      .groupBy('e.category')
      .execute();
    expect(Object.fromEntries(stored.map((s) => [s.category, Number(s.n)]))).toEqual(
      Object.fromEntries([...perCategory].map(([category, keys]) => [category, keys.size])),
    );

    const samourai = await loadLabels(ctx.db, 0, ['bc1qnfu52l5vgg0gf2hw98epfvupveepnq7tg5l75h']);
    expect(samourai.get('bc1qnfu52l5vgg0gf2hw98epfvupveepnq7tg5l75h')?.[0]).toMatchObject({
      name: 'Samourai Wallet',
      category: 'Coin Mixer',
      subtype: 602,
      confidence: 50,
    });
    const tornado = await loadLabels(ctx.db, 1, ['0x8589427373D6D84E98730D7795D8f6f8731FDA16']);
    expect(
      new Set(tornado.get('0x8589427373d6d84e98730d7795d8f6f8731fda16')?.map((l) => l.category)),
    ).toEqual(new Set(['Coin Mixer', 'Sanctions', 'Others']));
  });
});

function labelKey(r: LabelRecord): string {
  return `${r.blockchain}|${r.address}|${r.entity.name}|${r.entity.category}|${r.source}`;
}
