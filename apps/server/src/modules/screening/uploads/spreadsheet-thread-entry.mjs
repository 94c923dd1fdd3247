// The spreadsheet thread's entry: the server's modules are TypeScript, run through tsx's loader, which a worker
// thread does not inherit from a test runner (the pool starts threads without the parent's flags).
import { register } from 'tsx/esm/api';

register();
const { readSpreadsheetTask } = await import('./spreadsheet-thread.ts');

export default readSpreadsheetTask;
