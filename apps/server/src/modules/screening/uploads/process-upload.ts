import { randomUUID } from 'node:crypto';
import { type UploadFileTypeValue, UploadStatus } from '@riskscreen/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { refreshPlannerStatistics, STATISTICS_TABLES } from '../../../db/planner-statistics.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { ReadMemo } from '../../../lib/read-memo.ts';
import { type ExposureDeps, forBatch } from '../../exposure/index.ts';
import type { LiveRowSubject } from '../screened-objects/index.ts';
import { readAddressScreeningsAhead, ScreeningBatch } from '../screenings/index.ts';
import { finishUpload } from './finish-upload.ts';
import { archiveRow, performListRow, prepareScreeningRow, type RowResult } from './row-work.ts';
import { type UploadActor, uploadActor } from './upload-actor.ts';
import { interpretRow, type RowCells, type RowCommand, RowFormError } from './upload-rows.ts';

/**
 * Rows read, then committed, at once: one transaction per batch (on the embedded database other requests wait for
 * it, so it stays short).
 */
const BATCH = 25;
const UPLOADER_GONE = 'The uploader is no longer a member of this workspace.';
/**
 * The planner's statistics of the tables an upload grows are refreshed after this many of its rows, and again each
 * time its rows done double (the embedded database runs no autovacuum; see planner-statistics.ts): planned on the
 * statistics of a workspace a tenth of its size, the live-row lookup went from 1 ms to 50 ms a batch.
 */
const FIRST_STATISTICS_AT_ROWS = 500;

type ClaimedRow = { row_number: number; input: RowCells; claimed_at: Date | null };
type Outcome = { state: 'succeeded' | 'failed'; result: RowResult };

/**
 * The uploads.process job: screen (or archive, or add to a list) every row still pending, in file order, and record
 * each row's outcome with the counts and stats; then the upload's final status. Rows go in batches: the reading
 * half of each screening (report, rules) runs first, outside any transaction, then one transaction commits the
 * batch's screenings, list changes and archives together with each row's record, so whatever stops the run a row
 * is either done and recorded or neither: a re-run takes exactly the rows still pending. A newer run takes the
 * upload over; the older one stops at its next batch.
 */
export async function processUpload(
  deps: ExposureDeps,
  uploadId: string,
  options: { signal?: AbortSignal; log?: FastifyBaseLogger } = {},
): Promise<void> {
  const { db } = deps;
  const worker = randomUUID();
  const upload = await takeUpload(db, uploadId, worker);
  if (!upload) return;
  let rowsDone = 0;
  let statisticsAt = FIRST_STATISTICS_AT_ROWS;
  const refreshStatistics = async (rows: number) => {
    rowsDone += rows;
    if (rowsDone < statisticsAt) return;
    statisticsAt = rowsDone * 2;
    await refreshPlannerStatistics(db, STATISTICS_TABLES.screening);
  };
  const context: RowContext = {
    uploadId,
    fileType: upload.file_type as UploadFileTypeValue,
    actor: await uploadActor(db, upload),
    log: options.log,
  };
  // While one batch commits, the next is claimed and read (its reports traced): on a PostgreSQL server the job's
  // own work and the database's then overlap.
  const readBatch = (after: number) => claimAndPlan(deps, context, worker, after, options.signal);
  let next = readBatch(0);
  for (;;) {
    const batch = await next;
    if (batch === 'taken over') return;
    if (batch === 'done') break;
    next = readBatch(batch.lastRow);
    // Awaited above on the next turn; a failure while this batch commits must not go unhandled meanwhile.
    next.catch(() => {});
    const stillOwner = await commitBatch(db, context, worker, batch.planned);
    await refreshStatistics(batch.planned.length);
    await yieldToEventLoop();
    if (!stillOwner) {
      await next.catch(() => {});
      return;
    }
  }
  await finishUpload(db, uploadId, worker);
}

/**
 * Claim the pending rows after `after` and do their reading half: the workspace's rules and settings, the credit
 * check and the chains' data versions are read once per batch; the batch's rows are screened at one time, so what
 * each address's screening reads is read for all of them at once.
 */
async function claimAndPlan(
  deps: ExposureDeps,
  context: RowContext,
  worker: string,
  after: number,
  signal: AbortSignal | undefined,
): Promise<'taken over' | 'done' | { lastRow: number; planned: PlannedRow[] }> {
  signal?.throwIfAborted();
  const batch = await claimBatch(deps.db, context.uploadId, worker, after);
  if (!batch) return 'taken over';
  if (batch.length === 0) return 'done';
  const batchDeps = forBatch(deps, new ReadMemo());
  const now = new Date();
  const commands = batch.map((row) => commandOf(context, row));
  if (context.actor) {
    const addresses = commands.flatMap((c) =>
      c instanceof Error || c.kind !== 'screen' || c.object !== 'address' ? [] : [c],
    );
    await readAddressScreeningsAhead(batchDeps, context.actor.scope.workspaceId, addresses, now);
  }
  const planned: PlannedRow[] = [];
  for (const [index, row] of batch.entries()) {
    signal?.throwIfAborted();
    planned.push(await planRow(batchDeps, context, row.row_number, commands[index] as Command, now));
    await yieldToEventLoop();
  }
  return { lastRow: (batch.at(-1) as ClaimedRow).row_number, planned };
}

/**
 * Let the process's other work run between rows: on the embedded database every query resolves without ever
 * leaving the microtask queue, so a job that never yields would hold off HTTP requests, timers (the queue's
 * heartbeats) and the database's other users until its last row.
 */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Own the upload (status 1) unless it is finished or gone. */
async function takeUpload(db: Db, uploadId: string, worker: string) {
  return db.transaction().execute(async (trx) => {
    const upload = await trx
      .selectFrom('uploads')
      .select(['id', 'workspace_id', 'uploaded_by', 'file_type', 'status'])
      .where('id', '=', uploadId)
      .forUpdate()
      .executeTakeFirst();
    if (!upload || upload.status > UploadStatus.InProgress) return undefined;
    await trx
      .updateTable('uploads')
      .set({ worker, status: UploadStatus.InProgress })
      .where('id', '=', uploadId)
      .execute();
    return upload;
  });
}

/**
 * The next pending rows after row `after`, marked claimed; undefined when another run has taken the upload over.
 * The upload's row is read, not locked, so that claiming the next batch does not wait for the one committing (which
 * checks the owner again under the lock).
 */
async function claimBatch(
  db: Db,
  uploadId: string,
  worker: string,
  after: number,
): Promise<ClaimedRow[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('uploads')
      .select('worker')
      .where('id', '=', uploadId)
      .executeTakeFirst();
    if (owner?.worker !== worker) return undefined;
    const rows = await trx
      .selectFrom('upload_rows')
      .select(['row_number', 'input', 'claimed_at'])
      .where('upload_id', '=', uploadId)
      .where('state', '=', 'pending')
      .where('row_number', '>', after)
      .orderBy('row_number')
      .limit(BATCH)
      .execute();
    const fresh = rows.filter((row) => row.claimed_at === null).map((row) => row.row_number);
    if (fresh.length > 0) {
      await trx
        .updateTable('upload_rows')
        .set({ claimed_at: new Date() })
        .where('upload_id', '=', uploadId)
        .where('row_number', 'in', fresh)
        .execute();
    }
    return rows;
  });
}

type RowContext = {
  uploadId: string;
  fileType: UploadFileTypeValue;
  actor: UploadActor | undefined;
  log: FastifyBaseLogger | undefined;
};

/** A row ready to be written: what its transaction will do, or the failure found while reading it. */
type PlannedRow = { rowNumber: number } & (
  | { failed: Outcome }
  | { write: (trx: Db, batch: ScreeningBatch) => Promise<RowResult>; subject?: LiveRowSubject }
);

type Command = RowCommand | Error;

/** What a row asks for, or why it cannot be read (kept as the row's failure). */
function commandOf(context: RowContext, row: ClaimedRow): Command {
  try {
    return interpretRow(context.fileType, row.input);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The reading half of a row: for a screening the report and rules at `now`, outside any transaction. */
async function planRow(
  deps: ExposureDeps,
  context: RowContext,
  rowNumber: number,
  command: Command,
  now: Date,
): Promise<PlannedRow> {
  const { actor } = context;
  try {
    if (command instanceof Error) throw command;
    if (!actor) throw new Error(UPLOADER_GONE);
    if (command.kind === 'list') return { rowNumber, write: (trx) => performListRow(trx, actor, command) };
    if (command.kind === 'archive') return { rowNumber, write: (trx) => archiveRow(trx, actor, command) };
    return { rowNumber, ...(await prepareScreeningRow(deps, actor, command, now)) };
  } catch (error) {
    return { rowNumber, failed: failure(error, context.log) };
  }
}

/**
 * The writing half of a batch, in one transaction: every pending row's work, then every row's record and the
 * upload's counts, in two statements. The batch's screenings share one credit count (the organisation stays locked
 * to the end), one read of the live rows they replace and one write of their usage events (ScreeningBatch). A row
 * whose work fails (a credit limit reached half way) must leave the others' work in place: the batch is first
 * written without savepoints, and only when a row fails written again from the start with one savepoint per row
 * (two statements a row that most batches never need). False when another run has taken the upload over (nothing
 * is written then).
 */
async function commitBatch(
  db: Db,
  context: RowContext,
  worker: string,
  planned: readonly PlannedRow[],
): Promise<boolean> {
  try {
    return await writeBatch(db, context, worker, planned, 'all or nothing');
  } catch (error) {
    if (!(error instanceof RowWorkFailed)) throw error;
    return writeBatch(db, context, worker, planned, 'row by row');
  }
}

/** A row's work failed in a batch written all or nothing: its transaction is rolled back and written row by row. */
class RowWorkFailed extends Error {}

async function writeBatch(
  db: Db,
  context: RowContext,
  worker: string,
  planned: readonly PlannedRow[],
  mode: 'all or nothing' | 'row by row',
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('uploads')
      .select(['worker', 'stats'])
      .where('id', '=', context.uploadId)
      .forUpdate()
      .executeTakeFirst();
    if (owner?.worker !== worker) return false;
    const pending = await pendingRows(
      trx,
      context.uploadId,
      planned.map((row) => row.rowNumber),
    );
    const batch = new ScreeningBatch();
    if (context.actor) {
      const subjects = planned.flatMap((row) =>
        pending.has(row.rowNumber) && 'subject' in row && row.subject ? [row.subject] : [],
      );
      await batch.lockLiveRows(trx, context.actor.scope.workspaceId, subjects, new Date());
    }
    const recorded: RecordedRow[] = [];
    for (const row of planned) {
      if (!pending.has(row.rowNumber)) continue;
      if ('failed' in row) {
        recorded.push({ rowNumber: row.rowNumber, ...row.failed });
        continue;
      }
      if (mode === 'all or nothing') {
        try {
          recorded.push({
            rowNumber: row.rowNumber,
            state: 'succeeded',
            result: await row.write(trx, batch),
          });
        } catch {
          throw new RowWorkFailed();
        }
        continue;
      }
      await sql`SAVEPOINT upload_row`.execute(trx);
      const mark = batch.mark();
      try {
        const result = await row.write(trx, batch);
        await sql`RELEASE SAVEPOINT upload_row`.execute(trx);
        recorded.push({ rowNumber: row.rowNumber, state: 'succeeded', result });
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT upload_row`.execute(trx);
        batch.rewind(mark);
        recorded.push({ rowNumber: row.rowNumber, ...failure(error, context.log) });
      }
    }
    await batch.flush(trx);
    await recordRows(trx, context.uploadId, recorded, owner.stats);
    return true;
  });
}

/** A row's error as the response file shows it: the app's message, never an internal detail. */
function failure(error: unknown, log?: FastifyBaseLogger): Outcome {
  let message = 'Internal Error!';
  if (error instanceof HttpError) message = error.detail;
  else if (error instanceof Error && error.message === UPLOADER_GONE) message = UPLOADER_GONE;
  else if (error instanceof RowFormError) message = error.message;
  else log?.error({ err: error }, 'upload row failed');
  return {
    state: 'failed',
    result: { risk_level: null, risk_level_verbose: '', screened_id: null, error: message },
  };
}

/** Which of the batch's rows are still pending, locked for this transaction. */
async function pendingRows(db: Db, uploadId: string, rowNumbers: readonly number[]): Promise<Set<number>> {
  if (rowNumbers.length === 0) return new Set();
  const rows = await db
    .selectFrom('upload_rows')
    .select('row_number')
    .where('upload_id', '=', uploadId)
    .where('row_number', 'in', rowNumbers)
    .where('state', '=', 'pending')
    .forUpdate()
    .execute();
  return new Set(rows.map((row) => row.row_number));
}

type RecordedRow = { rowNumber: number } & Outcome;

/**
 * Record the batch's rows' outcomes and count them, once: only rows still pending are written (they are locked by
 * `pendingRows`), and the upload's counts and per-level stats grow by exactly those rows.
 */
async function recordRows(
  trx: Db,
  uploadId: string,
  rows: readonly RecordedRow[],
  stats: Record<string, number>,
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.rowNumber}::int, ${row.state}, ${JSON.stringify(row.result)}::jsonb)`),
  );
  await sql`
    UPDATE upload_rows AS r SET state = v.state, result = v.result
    FROM (VALUES ${values}) AS v(row_number, state, result)
    WHERE r.upload_id = ${uploadId} AND r.row_number = v.row_number AND r.state = 'pending'`.execute(trx);
  const counts = { ...stats };
  let succeeded = 0;
  for (const row of rows) {
    if (row.state === 'failed') continue;
    succeeded += 1;
    const level = row.result.risk_level;
    if (level !== null) counts[String(level)] = (counts[String(level)] ?? 0) + 1;
  }
  await trx
    .updateTable('uploads')
    .set({
      successful_row_count: sql`successful_row_count + ${succeeded}`,
      failed_row_count: sql`failed_row_count + ${rows.length - succeeded}`,
      stats: JSON.stringify(counts),
    })
    .where('id', '=', uploadId)
    .execute();
}
