import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import {
  importLabels,
  importUnits,
  PublicationRefused,
  planImports,
  readImportUnit,
} from '../../attribution/index.ts';
import type { JobQueue } from '../../platform/index.ts';
import { SANCTIONS_RESCREEN_JOB } from './job-names.ts';
import { readSanctionsList, type SanctionsListFormat, SanctionsListUnreadable } from './list-files.ts';
import { insertRefresh, latestRefresh, lockRefreshes } from './refreshes.repo.ts';

export type SanctionsListSetting = { path: string; format: SanctionsListFormat | undefined };

export type RefreshResult =
  /** The files are the ones the latest refresh read: nothing was written. */
  | { status: 'unchanged'; hash: string }
  | {
      status: 'imported';
      refreshId: number;
      importId: number;
      added: number;
      ended: number;
      kept: number;
    }
  /** Read but not imported (a file with no usable row, a publication older than the one applied): recorded. */
  | { status: 'refused'; refreshId: number; reason: string }
  /** Not readable as configured (missing path, unknown format): nothing recorded, tried again next time. */
  | { status: 'unreadable'; reason: string };

/**
 * One refresh of the operator's sanctions list (decision 0036): read the files and their hash; the same hash as the
 * latest refresh's is a no-op that writes nothing. A changed list is imported as a full publication of its source
 * (its labels absent from the list end, supersede-labels.ts), recorded, and the re-screen of what it touched queued,
 * all in one transaction that holds the refreshes table's lock while it decides and imports: a second server
 * refreshing at the same time waits, then finds the same hash recorded and does nothing.
 */
export async function refreshSanctionsList(
  deps: { db: Db; jobs: JobQueue },
  setting: SanctionsListSetting,
  options: { log: FastifyBaseLogger; now?: Date },
): Promise<RefreshResult> {
  const { db, jobs } = deps;
  const { log } = options;
  let list: ReturnType<typeof readSanctionsList>;
  try {
    list = readSanctionsList(setting.path, setting.format);
  } catch (error) {
    if (!(error instanceof SanctionsListUnreadable)) throw error;
    log.error(error.message);
    return { status: 'unreadable', reason: error.message };
  }
  // Most days: the list has not changed. Checked again under the lock before anything is written.
  if ((await latestRefresh(db))?.hash === list.hash) {
    log.info({ path: list.path }, 'sanctions list unchanged');
    return { status: 'unchanged', hash: list.hash };
  }
  const record = { path: list.path, hash: list.hash, format: list.format };
  const units = importUnits(planImports(list.format, list.inputs), {
    format: list.format,
    replace: true,
    hasFolder: list.isFolder,
    name: list.path,
  });
  const [unit] = units;
  if (!unit || units.length > 1) {
    return refuse(
      db,
      record,
      `SANCTIONS_LIST_PATH (${list.path}) holds ${units.length} publications (${units.map((u) => u.fileName).join(', ')}): point it at one list`,
      log,
    );
  }
  const read = readImportUnit(unit);
  if (read.unusable.length > 0) {
    // A broken file would end every label it should have carried: a full publication is read whole or not at all.
    const first = read.unusable[0]?.errors[0];
    return refuse(
      db,
      record,
      `${read.unusable.map((p) => p.fileName).join(', ')}: not one row could be read` +
        (first ? ` (line ${first.line}: ${first.error})` : ''),
      log,
    );
  }
  const publishedAt = read.publishedAt ?? options.now ?? new Date();
  try {
    const result = await db.transaction().execute(async (trx): Promise<RefreshResult> => {
      await lockRefreshes(trx);
      if ((await latestRefresh(trx))?.hash === list.hash) return { status: 'unchanged', hash: list.hash };
      const outcome = await importLabels(trx, {
        format: list.format,
        fileName: unit.fileName,
        records: read.records,
        errors: read.errors,
        publication: { publishedAt, dated: read.publishedAt !== undefined, changesFile: null },
      });
      const changes = outcome.publication;
      const counts = {
        added: changes?.added.length ?? 0,
        ended: changes?.ended.length ?? 0,
        kept: changes?.kept.length ?? 0,
      };
      const refreshId = await insertRefresh(trx, {
        ...record,
        labelImportId: outcome.importId,
        publishedAt,
        outcome: counts,
      });
      // Queued with the refresh: the re-screens exist exactly when the import does, and resume after a crash.
      await jobs.send(trx, SANCTIONS_RESCREEN_JOB, { refreshId });
      return { status: 'imported', refreshId, importId: outcome.importId, ...counts };
    });
    log.info({ path: list.path, ...result }, 'sanctions list refreshed');
    return result;
  } catch (error) {
    if (!(error instanceof PublicationRefused)) throw error;
    return refuse(db, record, error.message, log);
  }
}

/** Record a list that was read and refused, so the same files are not read again until they change. */
async function refuse(
  db: Db,
  record: { path: string; hash: string; format: string },
  reason: string,
  log: FastifyBaseLogger,
): Promise<RefreshResult> {
  log.error({ path: record.path }, `sanctions list refused: ${reason}`);
  return db.transaction().execute(async (trx): Promise<RefreshResult> => {
    await lockRefreshes(trx);
    if ((await latestRefresh(trx))?.hash === record.hash) return { status: 'unchanged', hash: record.hash };
    const refreshId = await insertRefresh(trx, {
      ...record,
      labelImportId: null,
      publishedAt: null,
      outcome: { added: 0, ended: 0, kept: 0 },
      refused: reason,
    });
    return { status: 'refused', refreshId, reason };
  });
}
