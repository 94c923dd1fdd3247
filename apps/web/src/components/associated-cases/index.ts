export { type AssociatedCase, AssociatedCases } from './associated-cases.tsx';
export { shortCaseName } from './case-name.ts';
export { EntityBreadcrumbs } from './entity-breadcrumbs.tsx';
