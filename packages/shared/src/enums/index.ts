export * from './data-coverage.ts';
export * from './entities.ts';
export * from './risk-level.ts';
export * from './roles.ts';
export * from './statuses.ts';
export * from './tag-categories.ts';
