export { alertCycleRoutes } from './alert-cycles.routes.ts';
export { closeOpenCycle } from './close-open-cycle.ts';
export { recordAlertCycles } from './record-alert-cycles.ts';
export { type ScreeningSnapshot, screeningSnapshotOf } from './screening-snapshot.ts';
