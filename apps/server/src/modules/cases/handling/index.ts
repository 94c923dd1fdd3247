export { caseSettingsRoutes } from './case-settings.routes.ts';
export { caseRoutes } from './cases.routes.ts';
export { type EntityListMatchers, entityListMatchers } from './entity-list-matchers.ts';
export { caseListExport } from './export-cases.ts';
