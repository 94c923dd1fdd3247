export * from './dashboard/index.ts';
export * from './reports/index.ts';
