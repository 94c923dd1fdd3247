import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { ReadMemo } from '../../../lib/read-memo.ts';
import { type ExposureDeps, forBatch } from '../../exposure/index.ts';
import {
  prepareAddressScreening,
  readAddressScreeningsAhead,
  ScreeningBatch,
} from '../../screening/index.ts';
import type { MonitorActors } from './monitor-actors.ts';
import type { MonitoredTarget } from './monitored-targets.ts';
import { type Rescreened, recordRescreens, type Trigger } from './record-rescreens.ts';

/** A monitored address to screen again, and why. */
export type RescreenWork = { target: MonitoredTarget; trigger: Trigger };

type Prepared = Awaited<ReturnType<typeof prepareAddressScreening>>;
type Planned = RescreenWork & { prepared: Prepared };
type Options = { log: FastifyBaseLogger; now?: Date | undefined; signal?: AbortSignal | undefined };

/** A batch whose reading half is done: what its transaction will write, and how many could not be read. */
export type PreparedBatch = { workspaceId: number; planned: Planned[]; failed: number };

/** An address that could not be screened again: counted and logged, the others go on. */
export function logFailure(log: FastifyBaseLogger, target: MonitoredTarget, error: unknown): void {
  log.warn(
    { err: error, target: { workspaceId: target.workspaceId, identifier: target.identifier } },
    'monitor: re-screen failed',
  );
}

/**
 * The reading half of a batch of one workspace's monitored addresses, as a bulk upload reads its rows (decision
 * 0033): outside any transaction, with the workspace's settings and rules read once and each address's chain
 * facts read for all at once. An address that cannot be read is left out (counted and logged).
 */
export async function prepareRescreens(
  deps: ExposureDeps,
  workspaceId: number,
  works: readonly RescreenWork[],
  actors: MonitorActors,
  options: Options,
): Promise<PreparedBatch> {
  const now = options.now ?? new Date();
  const batchDeps = forBatch(deps, new ReadMemo());
  const requests = works.map(({ target }) => ({
    currency: target.blockchain,
    identifier: identifierOf(target),
  }));
  try {
    await readAddressScreeningsAhead(batchDeps, workspaceId, requests, now);
  } catch (error) {
    // Only a shortcut: each screening reads what it misses on its own.
    options.log.warn({ err: error }, 'monitor: reading the batch ahead failed');
  }
  const batch: PreparedBatch = { workspaceId, planned: [], failed: 0 };
  for (const [index, work] of works.entries()) {
    options.signal?.throwIfAborted();
    try {
      const actor = await actors.of(workspaceId, work.target.screenedBy);
      if (!actor) throw new Error('no active user left in the organisation');
      const prepared = await prepareAddressScreening(
        batchDeps,
        actor.scope,
        actor.caller,
        requestOf(work.target, requests[index]?.identifier ?? work.target.identifier),
        now,
        { reason: work.trigger.reason },
      );
      batch.planned.push({ ...work, prepared });
    } catch (error) {
      batch.failed++;
      logFailure(options.log, work.target, error);
    }
    await yieldToEventLoop();
  }
  return batch;
}

/**
 * The writing half: one transaction commits every screening of the batch through one ScreeningBatch (its hooks
 * raise or extend alerts, notify and auto-resolve as any screening's) with the batch's monitor_rescreens rows and
 * risk-change comments. When it fails it is written again with a savepoint per address, so that one failing
 * address does not take the others with it.
 */
export async function writeRescreens(
  db: Db,
  batch: PreparedBatch,
  log: FastifyBaseLogger,
): Promise<{ rescreened: number; failed: number }> {
  let failed = batch.failed;
  const fail = (target: MonitoredTarget, error: unknown) => {
    failed++;
    logFailure(log, target, error);
  };
  let written: number;
  try {
    written = await writeBatch(db, batch.workspaceId, batch.planned, 'all or nothing', fail);
  } catch (error) {
    if (!(error instanceof RescreenFailed)) throw error;
    written = await writeBatch(db, batch.workspaceId, batch.planned, 'one by one', fail);
  }
  return { rescreened: written, failed };
}

/** A screening failed in a batch written all or nothing: the transaction is rolled back and written one by one. */
class RescreenFailed extends Error {}

/**
 * The writing half in one transaction. 'all or nothing' (what nearly every batch needs) takes no savepoints; 'one by
 * one' takes one per address, so that a failing one is rolled back alone, counted and logged.
 */
async function writeBatch(
  db: Db,
  workspaceId: number,
  planned: readonly Planned[],
  mode: 'all or nothing' | 'one by one',
  fail: (target: MonitoredTarget, error: unknown) => void,
): Promise<number> {
  if (planned.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const batch = new ScreeningBatch();
    await batch.lockLiveRows(
      trx,
      workspaceId,
      planned.map((p) => p.prepared.subject),
      new Date(),
    );
    const done: Rescreened[] = [];
    for (const work of planned) {
      const rescreen = async () => {
        const { row, report } = await work.prepared.commit(trx, batch);
        return { target: work.target, trigger: work.trigger, rowId: row.id, riskAfter: report.riskLevel };
      };
      if (mode === 'all or nothing') {
        try {
          done.push(await rescreen());
        } catch {
          throw new RescreenFailed();
        }
        continue;
      }
      await sql`SAVEPOINT monitor_rescreen`.execute(trx);
      const mark = batch.mark();
      try {
        const one = await rescreen();
        // Recorded inside the savepoint: a record that fails is this address's failure alone.
        await recordRescreens(trx, [one]);
        await sql`RELEASE SAVEPOINT monitor_rescreen`.execute(trx);
        done.push(one);
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT monitor_rescreen`.execute(trx);
        batch.rewind(mark);
        fail(work.target, error);
      }
    }
    await batch.flush(trx);
    if (mode === 'all or nothing') {
      try {
        await recordRescreens(trx, done);
      } catch {
        throw new RescreenFailed();
      }
    }
    return done.length;
  });
}

/** The address as the screening request spells it (with its destination tag, if any). */
function identifierOf(target: MonitoredTarget): string {
  return target.destinationTag === null ? target.identifier : `${target.identifier}:${target.destinationTag}`;
}

function requestOf(target: MonitoredTarget, identifier: string) {
  const type: 1 | 2 | null =
    target.customerType === 1 || target.customerType === 2 ? target.customerType : null;
  return {
    identifier,
    currency: target.blockchain,
    ...(target.customerId ? { customer_id: target.customerId, type } : {}),
  };
}

/**
 * Let the process's other work run between screenings: on the embedded database every query resolves without
 * leaving the microtask queue, so a batch that never yields would hold off HTTP requests and the queue's heartbeats.
 */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
