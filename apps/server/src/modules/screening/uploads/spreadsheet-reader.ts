import { Piscina } from 'piscina';
import { refuse, type Sheet } from './sheet-rows.ts';
import type { SpreadsheetAnswer, SpreadsheetTask } from './spreadsheet-thread.ts';

/** A file read longer than this is given up (its thread is stopped): a well-formed 5 MB sheet reads in about a second. */
export const READ_TIME_LIMIT_MS = 10_000;
/** The thread's own heap: a bounded workbook needs a fraction; past it the thread is stopped, not the server. */
const THREAD_HEAP_MB = 256;
export const TOO_SLOW_TO_READ = `The file could not be read within ${READ_TIME_LIMIT_MS / 1000} seconds: save it as CSV and upload it again.`;
export const TOO_LARGE_TO_READ =
  'The file is too large to read once unpacked: save it as CSV and upload it again.';

/** Reads uploaded spreadsheets off the event loop. */
export type SpreadsheetReader = {
  /** The file's first sheet, or a 400 naming why it is refused. */
  read(name: string, data: Buffer): Promise<Sheet>;
  /** Starts the thread ahead of the first upload (a listening server: loading its readers takes a few seconds). */
  warmUp(): Promise<void>;
  close(): Promise<void>;
};

/**
 * One thread (piscina) reads uploads one after another, so a crafted file costs the server a thread for at most
 * READ_TIME_LIMIT_MS and THREAD_HEAP_MB, while the event loop keeps answering. The thread starts with the first
 * upload and ends when idle for a minute.
 */
export function createSpreadsheetReader(): SpreadsheetReader {
  const pool = new Piscina<SpreadsheetTask, SpreadsheetAnswer>({
    filename: new URL('./spreadsheet-thread-entry.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    // Not the parent's flags (a test runner's loaders): the entry registers the TypeScript loader itself.
    execArgv: [],
  });
  return {
    async read(name, data) {
      // The time limit is the read's, not the thread's start (loading its readers takes a few seconds).
      await pool.run({ ready: true });
      const signal = AbortSignal.timeout(READ_TIME_LIMIT_MS);
      let answer: SpreadsheetAnswer;
      try {
        answer = await pool.run({ name, data: new Uint8Array(data) }, { signal });
      } catch (error) {
        if (signal.aborted) throw refuse(TOO_SLOW_TO_READ);
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw refuse(TOO_LARGE_TO_READ);
        throw error;
      }
      if ('refused' in answer) throw refuse(answer.refused);
      if (!('sheet' in answer)) throw new Error('The spreadsheet thread answered without a sheet');
      return answer.sheet;
    },
    async warmUp() {
      await pool.run({ ready: true });
    },
    close: () => pool.destroy(),
  };
}
