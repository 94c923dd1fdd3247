import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.test-support.ts';
import { importLabels } from './import-labels.ts';
import { planImports } from './importers/index.ts';
import { loadLabels } from './labels.repo.ts';
import { PublicationRefused } from './supersede-labels.ts';
import { importPublication, perCurrencyLists } from './test-support.ts';

/**
 * A full publication of a source supersedes its earlier labels: the OFAC per-currency lists of 2024-09-27, then
 * newer publications built from them (addresses dropped, others added).
 */
const FIRST = new Date('2024-09-27T00:00:00Z');
const DELISTING = new Date('2025-03-21T00:00:00Z');
const ADDED_ETH = '0x52908400098527886e0f7030069857d2e4169ee7';
const ADDED_XBT = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
let dropped: { eth: string[]; xbt: string[] };
/** Addresses of the lists other than ETH and XBT. */
let elsewhere: Set<string>;

/** The 2024 lists without the dropped addresses (on every ticker), plus the added ones. */
const newer = (extra: { eth?: string[]; xbt?: string[] } = {}) =>
  perCurrencyLists((ticker, addresses) => {
    const kept = addresses.filter((a) => ![...dropped.eth, ...dropped.xbt].includes(a));
    if (ticker === 'ETH') return [...kept, ADDED_ETH, ...(extra.eth ?? [])];
    if (ticker === 'XBT') return [...kept, ADDED_XBT, ...(extra.xbt ?? [])];
    return kept;
  });

const labelsOf = async (blockchain: number, address: string, asOf?: Date) =>
  (
    (await loadLabels(ctx.db, blockchain, [address], asOf)).get(
      address.toLowerCase().startsWith('0x') ? address.toLowerCase() : address,
    ) ?? []
  ).filter((l) => l.source === 'ofac');

const ctx = useTestApp();
beforeAll(async () => {
  const lists = perCurrencyLists();
  const addresses = (ticker: string) =>
    (lists.find((i) => i.name.endsWith(`_${ticker}.txt`))?.text ?? '').split('\n').filter(Boolean);
  elsewhere = new Set(
    lists.filter((i) => !/_(ETH|XBT)\.txt$/.test(i.name)).flatMap((i) => i.text.split('\n')),
  );
  // Addresses listed once only, so the count of labels they end is theirs alone.
  dropped = {
    eth: addresses('ETH')
      .filter((a) => !elsewhere.has(a))
      .slice(0, 5),
    xbt: addresses('XBT')
      .filter((a) => !elsewhere.has(a) && !a.startsWith('T'))
      .slice(0, 2),
  };
  // Another source's label of a dropped address: no OFAC publication touches it.
  const csv = `address,blockchain,entity_name,category\n${dropped.eth[0]},ETH,Some Watchlist,Sanctions\n`;
  for (const plan of planImports('csv', [{ name: 'watch.csv', text: csv }], { source: 'csv:watch' })) {
    await importLabels(ctx.db, { format: 'csv', fileName: plan.fileName, ...plan.parse() });
  }
}, 60_000);

describe('a full publication of a source', () => {
  it('adds every label of the first publication and ends nothing', async () => {
    const outcome = await importPublication(ctx.db, 'ofac-list', perCurrencyLists(), FIRST);
    expect(outcome.rowsImported).toBe(639);
    expect(outcome.publication).toMatchObject({ source: 'ofac', title: 'OFAC SDN' });
    expect(outcome.publication?.added).toHaveLength(639);
    expect(outcome.publication?.ended).toEqual([]);
    expect(outcome.publication?.kept).toEqual([]);
    const row = await ctx.db
      .selectFrom('label_imports')
      .selectAll()
      .where('id', '=', outcome.importId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'ofac', supersedes: true, labels_ended: 0, labels_kept: 0 });
    expect(row.published_at?.toISOString()).toBe(FIRST.toISOString());
  });

  it('ends the labels a newer publication drops at its date, adds its new ones, keeps the rest', async () => {
    const outcome = await importPublication(ctx.db, 'ofac-list', newer(), DELISTING);
    const changes = outcome.publication;
    expect(changes?.added.map((l) => l.address).sort()).toEqual([ADDED_XBT, ADDED_ETH].sort());
    expect(changes?.ended.map((l) => l.address).sort()).toEqual(
      [...dropped.eth.map((a) => a.toLowerCase()), ...dropped.xbt].sort(),
    );
    expect(changes?.kept).toHaveLength(639 - 7);

    const now = new Date();
    const [eth, xbt] = [dropped.eth[0] as string, dropped.xbt[0] as string];
    // Dropped: no longer counted now, still listed on a date before the publication (history stays).
    expect(await labelsOf(1, eth, now)).toEqual([]);
    expect(await labelsOf(0, xbt, now)).toEqual([]);
    expect(await labelsOf(1, eth, new Date('2025-01-01'))).toHaveLength(1);
    const [ended] = await labelsOf(1, eth);
    expect(ended?.validTo).toBe(DELISTING.getTime() / 1000);
    // Added: counted from the publication's date.
    expect(await labelsOf(1, ADDED_ETH, now)).toHaveLength(1);
    expect(await labelsOf(0, ADDED_XBT, new Date('2025-01-01'))).toEqual([]);
    // Another source's label of the same address is untouched.
    const watch = (await loadLabels(ctx.db, 1, [eth], now)).get(eth.toLowerCase()) ?? [];
    expect(watch.map((l) => l.source)).toEqual(['csv:watch']);
  });

  it('is a no-op when the same publication comes again', async () => {
    const before = await ctx.db
      .selectFrom('labels')
      .select(ctx.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const outcome = await importPublication(ctx.db, 'ofac-list', newer(), DELISTING);
    expect(outcome.rowsImported).toBe(0);
    expect(outcome.publication?.added).toEqual([]);
    expect(outcome.publication?.ended).toEqual([]);
    expect(outcome.publication?.kept).toHaveLength(639 - 7 + 2);
    const after = await ctx.db
      .selectFrom('labels')
      .select(ctx.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a publication older than the one applied, and writes nothing', async () => {
    const imports = await ctx.db.selectFrom('label_imports').select('id').execute();
    await expect(importPublication(ctx.db, 'ofac-list', perCurrencyLists(), FIRST)).rejects.toThrow(
      /older than the one already imported \(2025-03-21\)/,
    );
    expect(await ctx.db.selectFrom('label_imports').select('id').execute()).toHaveLength(imports.length);
    expect(await labelsOf(1, dropped.eth[0] as string, new Date())).toEqual([]);
  });

  it('refuses a publication without labels or with several sources', async () => {
    await expect(importPublication(ctx.db, 'ofac-list', [], new Date())).rejects.toBeInstanceOf(
      PublicationRefused,
    );
    const csv = `address,blockchain,entity_name,category\n${ADDED_XBT},BTC,A,Scam\n`;
    const records = [
      ...planImports('csv', [{ name: 'a.csv', text: csv }])[0]!.parse().records,
      ...planImports('csv', [{ name: 'b.csv', text: csv }])[0]!.parse().records,
    ];
    await expect(
      importLabels(ctx.db, {
        format: 'csv',
        fileName: 'a.csv, b.csv',
        records,
        errors: [],
        publication: { publishedAt: new Date() },
      }),
    ).rejects.toThrow(/has one source; this one has 2/);
  });

  it('lists a relisted address again beside its ended label', async () => {
    const relisted = dropped.xbt[0] as string;
    const outcome = await importPublication(
      ctx.db,
      'ofac-list',
      newer({ xbt: [relisted] }),
      new Date('2025-06-01T00:00:00Z'),
    );
    expect(outcome.publication?.added.map((l) => l.address)).toEqual([relisted]);
    expect(outcome.publication?.ended).toEqual([]);
    expect(await labelsOf(0, relisted, new Date())).toHaveLength(1);
    // Not listed between its delisting and its relisting.
    expect(await labelsOf(0, relisted, new Date('2025-04-01'))).toEqual([]);
    expect(await labelsOf(0, relisted)).toHaveLength(2);
  });

  it('supersedes once when the same publication is imported twice at once', async () => {
    const lists = perCurrencyLists((ticker, addresses) => {
      const kept = addresses.filter((a) => ![...dropped.eth, ...dropped.xbt.slice(1)].includes(a));
      const gone = kept.find((a) => ticker === 'ETH' && !elsewhere.has(a));
      if (ticker === 'ETH') return [...kept.filter((a) => a !== gone), ADDED_ETH];
      if (ticker === 'XBT') return [...kept, ADDED_XBT];
      return kept;
    });
    const at = new Date('2025-07-01T00:00:00Z');
    const outcomes = await Promise.all([
      importPublication(ctx.db, 'ofac-list', lists, at),
      importPublication(ctx.db, 'ofac-list', lists, at),
    ]);
    const ended = outcomes.flatMap((o) => o.publication?.ended ?? []);
    expect(ended).toHaveLength(1);
    expect(outcomes.map((o) => o.publication?.added.length)).toEqual([0, 0]);
  });
});
