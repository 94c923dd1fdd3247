import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../../db/client.ts';
import { DEFAULT_DEMO_SEED } from './constants.ts';
import { type DemoSummary, generateDemoWorld } from './generate.ts';

/** Today at 00:00 UTC: the default reference date (the generator itself never reads the clock). */
export function demoReferenceDate(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

type Log = { info(details: object, message: string): void };

/**
 * First start with demo seeding on: when no chain has ever been synced (no chain_sync row), generate the default
 * demo world so the product has data to screen. Returns the summary, or null when the store already had chain data.
 */
export async function seedDemoWorldOnFirstStart(
  target: { db: Db; pglite?: PGlite | undefined },
  log: Log,
  options: { now?: Date; scale?: number } = {},
): Promise<DemoSummary | null> {
  const now = options.now ?? demoReferenceDate();
  const synced = await target.db.selectFrom('chain_sync').select('blockchain').limit(1).executeTakeFirst();
  if (synced) return null;
  log.info(
    { seed: DEFAULT_DEMO_SEED, referenceDate: now.toISOString().slice(0, 10) },
    'generating the demo world',
  );
  const summary = await generateDemoWorld(target, {
    seed: DEFAULT_DEMO_SEED,
    scale: options.scale ?? 1,
    now,
  });
  log.info(
    {
      ms: summary.ms,
      transactions: summary.chains.reduce((s, c) => s + c.transactions, 0),
      transfers: summary.chains.reduce((s, c) => s + c.transfers, 0),
    },
    `demo world generated in ${(summary.ms / 1000).toFixed(1)} s`,
  );
  return summary;
}
