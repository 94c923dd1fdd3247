export * from './addresses/index.ts';
export * from './search/index.ts';
export * from './transactions/index.ts';
