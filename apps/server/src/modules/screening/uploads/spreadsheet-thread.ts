import { HttpError } from '../../../lib/http-errors.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import type { Sheet } from './sheet-rows.ts';

/** An upload's file to read, or the question whether the thread has started (loaded its readers). */
export type SpreadsheetTask = { name: string; data: Uint8Array } | { ready: true };
/** What a thread answers: the sheet, or the message it was refused with (an error's class does not cross threads). */
export type SpreadsheetAnswer = { sheet: Sheet } | { refused: string } | { ready: true };

/** One upload's file read on a spreadsheet thread. */
export async function readSpreadsheetTask(task: SpreadsheetTask): Promise<SpreadsheetAnswer> {
  if ('ready' in task) return task;
  const { name, data } = task;
  try {
    return { sheet: await readSpreadsheet(name, Buffer.from(data.buffer, data.byteOffset, data.byteLength)) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return { refused: error.detail };
    throw error;
  }
}
