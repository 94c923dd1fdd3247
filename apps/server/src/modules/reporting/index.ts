export * from './dashboard/index.ts';
export * from './reports/index.ts';
export * from './summaries/index.ts';
