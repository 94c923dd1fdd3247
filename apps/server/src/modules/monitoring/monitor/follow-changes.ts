import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { type ExposureDeps, workspaceTraceSettings } from '../../exposure/index.ts';
import { advanceCursor, cursorOf, type Feed } from './cursors.repo.ts';
import { MonitorActors } from './monitor-actors.ts';
import { type MonitoredTarget, monitoredTargets } from './monitored-targets.ts';
import { touchedBy, transfersAfter } from './new-transfers.ts';
import {
  entityNamesOf,
  labelImportReason,
  ruleChangeReason,
  tellingTouches,
  transferReason,
  watchedTokenReason,
} from './reasons.ts';
import type { Trigger } from './record-rescreens.ts';
import { type PreparedBatch, prepareRescreens, type RescreenWork, writeRescreens } from './rescreen-batch.ts';
import { watchedTokenTouches } from './watched-tokens.ts';

export type MonitorCounts = { transfers: number; touched: number; rescreened: number; failed: number };

type Options = {
  log: FastifyBaseLogger;
  signal?: AbortSignal;
  now?: () => Date;
  /** Transfers read per batch of the transfers feed. */
  batchSize?: number;
  /** Addresses screened again per transaction. */
  rescreenBatchSize?: number;
};

/**
 * Re-screens committed together: enough that a block's few thousand cost a few dozen transactions, few enough that
 * one transaction stays short (on the embedded database other requests wait for it).
 */
const RESCREEN_BATCH = 200;

/**
 * One run of the monitor (job monitor.follow): new transfers first, then label imports, then rule versions, each
 * from where the last run stopped. Only the monitored addresses a change can touch are screened again (decision
 * 0074): for transfers, those at either end and those within the hop limit; for a label import or a rule version,
 * every monitored address (of the rule's workspace). A transfer of a token on a workspace's smart contract watchlist
 * adds both its ends in that workspace, monitored or not (decision 0083). A batch's cursor moves once its re-screens are done; an
 * address that cannot be screened is counted and logged, the others go on.
 */
export async function followChanges(deps: ExposureDeps, options: Options): Promise<MonitorCounts> {
  const counts: MonitorCounts = { transfers: 0, touched: 0, rescreened: 0, failed: 0 };
  const now = options.now ?? (() => new Date());
  await followTransfers(deps, options, counts, now);
  await followLabelImports(deps, options, counts, now);
  await followRuleVersions(deps, options, counts, now);
  return counts;
}

async function followTransfers(deps: ExposureDeps, options: Options, counts: MonitorCounts, now: () => Date) {
  const { db } = deps;
  const batchSize = options.batchSize ?? 5_000;
  for (;;) {
    stopIfAborted(options.signal);
    const from = await cursorOf(db, 'transfers');
    const transfers = await transfersAfter(db, from, batchSize);
    const last = transfers.at(-1);
    if (!last) return;
    const maxHops = await widestHopLimit(db);
    const touched = maxHops === 0 ? new Map() : await touchedBy(db, transfers, { maxHops });
    counts.transfers += transfers.length;
    counts.touched += touched.size;
    const at = now();
    const monitored = await monitoredTargets(db, { among: [...touched.values()].map((t) => t.key), now: at });
    const watched = await watchedTokenTouches(db, transfers, at);
    const names = await entityNamesOf(db, transfers, at);
    tellingTouches(touched, transfers, names);
    const targetKey = (t: MonitoredTarget) => `${t.workspaceId}:${t.blockchain}:${t.identifier}`;
    // An address both monitored and at an end of a watched token's transfer is screened once, for the token.
    const targets = [
      ...monitored.filter((t) => !watched.has(targetKey(t))),
      ...[...watched.values()].map((w) => w.target),
    ];
    await rescreenAll(deps, targets, counts, options, (target) => {
      const watchedTouch = watched.get(targetKey(target));
      if (watchedTouch)
        return { kind: 'watched_token', reason: watchedTokenReason(watchedTouch.transfer, names) };
      const touch = touched.get(`${target.blockchain}:${target.identifier}`);
      return { kind: 'transfer', reason: touch ? transferReason(touch, names) : 'New funds' };
    });
    if (!(await advanceCursor(db, 'transfers', from, last.id))) return;
  }
}

async function followLabelImports(
  deps: ExposureDeps,
  options: Options,
  counts: MonitorCounts,
  now: () => Date,
) {
  const { db } = deps;
  const from = await cursorOf(db, 'label_imports');
  const imports = await db
    .selectFrom('label_imports')
    .select(['id', 'file_name', 'source', 'rows_imported', 'labels_ended'])
    .where('id', '>', from)
    .orderBy('id')
    .execute();
  const last = imports.at(-1);
  if (!last) return;
  const reason = imports.map(labelImportReason).join('; ');
  const targets = await monitoredTargets(db, { among: 'all', now: now() });
  await rescreenAll(deps, targets, counts, options, () => ({ kind: 'label_import', reason }));
  await advanceCursor(db, 'label_imports', from, last.id);
}

async function followRuleVersions(
  deps: ExposureDeps,
  options: Options,
  counts: MonitorCounts,
  now: () => Date,
) {
  const { db } = deps;
  const feed: Feed = 'rule_history';
  const from = await cursorOf(db, feed);
  const versions = await db
    .selectFrom('rule_history as h')
    .innerJoin('rules as r', 'r.id', 'h.rule_id')
    .innerJoin('policies as p', 'p.id', 'h.policy_id')
    .select(['h.id', 'h.workspace_id', 'h.version', 'r.rule_name', 'p.name as policy_name'])
    .where('h.id', '>', from)
    .orderBy('h.id')
    .execute();
  const last = versions.at(-1);
  if (!last) return;
  const reasons = new Map<number, string[]>();
  for (const version of versions) {
    const list = reasons.get(version.workspace_id) ?? [];
    list.push(ruleChangeReason(version));
    reasons.set(version.workspace_id, list);
  }
  const targets = await monitoredTargets(db, { among: 'all', workspaceIds: [...reasons.keys()], now: now() });
  await rescreenAll(deps, targets, counts, options, (target) => ({
    kind: 'rule_change',
    reason: (reasons.get(target.workspaceId) ?? []).join('; '),
  }));
  await advanceCursor(db, feed, from, last.id);
}

/**
 * Screen the targets again in batches of one workspace's (prepareRescreens, then writeRescreens), counting what was
 * screened and what failed. While one batch commits, the next is read (its reports traced), as a bulk upload does:
 * on a PostgreSQL server the monitor's own work and the database's then overlap. A batch that fails whole is its
 * addresses' failure, logged, and the others go on.
 */
async function rescreenAll(
  deps: ExposureDeps,
  targets: MonitoredTarget[],
  counts: MonitorCounts,
  options: Options,
  triggerOf: (target: MonitoredTarget) => Trigger,
): Promise<void> {
  const size = options.rescreenBatchSize ?? RESCREEN_BATCH;
  const actors = new MonitorActors(deps.db);
  const byWorkspace = new Map<number, RescreenWork[]>();
  for (const target of targets) {
    const works = byWorkspace.get(target.workspaceId) ?? [];
    works.push({ target, trigger: triggerOf(target) });
    byWorkspace.set(target.workspaceId, works);
  }
  const batches: { workspaceId: number; works: RescreenWork[] }[] = [];
  for (const [workspaceId, works] of byWorkspace)
    for (let at = 0; at < works.length; at += size)
      batches.push({ workspaceId, works: works.slice(at, at + size) });
  const failedWhole = (batch: { workspaceId: number; works: RescreenWork[] }, error: unknown) => {
    stopIfAborted(options.signal);
    counts.failed += batch.works.length;
    options.log.warn(
      { err: error, workspaceId: batch.workspaceId, addresses: batch.works.length },
      'monitor: re-screen batch failed',
    );
  };
  const read = (index: number): Promise<PreparedBatch> | undefined => {
    const batch = batches[index];
    if (!batch) return undefined;
    const reading = prepareRescreens(deps, batch.workspaceId, batch.works, actors, {
      log: options.log,
      now: options.now?.(),
      signal: options.signal,
    });
    // Awaited on the next turn; a failure while the batch before commits must not go unhandled meanwhile.
    reading.catch(() => {});
    return reading;
  };
  let next = read(0);
  for (const [index, batch] of batches.entries()) {
    stopIfAborted(options.signal);
    let prepared: PreparedBatch;
    try {
      prepared = await (next as Promise<PreparedBatch>);
    } catch (error) {
      next = read(index + 1);
      failedWhole(batch, error);
      continue;
    }
    next = read(index + 1);
    try {
      const done = await writeRescreens(deps.db, prepared, options.log);
      counts.rescreened += done.rescreened;
      counts.failed += done.failed;
    } catch (error) {
      failedWhole(batch, error);
    }
  }
}

/** The widest hop limit among the workspaces that monitor (0 when none does: nothing to look at). */
async function widestHopLimit(db: Db): Promise<number> {
  const workspaces = await db
    .selectFrom('workspaces')
    .select('id')
    .where('continuous_monitoring_level', 'in', [1, 2, 3])
    .execute();
  let widest = 0;
  for (const { id } of workspaces)
    widest = Math.max(widest, (await workspaceTraceSettings(db, id)).maxHops, 1);
  return widest;
}

function stopIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new Error('Stopped before the monitor caught up; resumed on the next run');
}
