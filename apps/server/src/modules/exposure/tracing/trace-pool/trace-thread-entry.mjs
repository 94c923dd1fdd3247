// The trace thread's entry: the server's modules are TypeScript, run through tsx's loader, which a worker thread
// does not inherit from a test runner (the pool starts threads without the parent's flags and registers it here).
import { register } from 'tsx/esm/api';

register();
const { traceTask } = await import('./trace-thread.ts');

export default traceTask;
