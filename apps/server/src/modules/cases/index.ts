export { caseSettingsRoutes } from './case-settings.routes.ts';
export { caseRoutes } from './cases.routes.ts';
