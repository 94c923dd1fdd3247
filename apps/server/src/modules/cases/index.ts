export { caseSettingsRoutes } from './case-settings.routes.ts';
export { caseRoutes } from './cases.routes.ts';
export { caseListExport } from './export-cases.ts';
