export * from './demo-advance/index.ts';
export * from './monitor/index.ts';
export * from './sanctions-refresh/index.ts';
export * from './settings/index.ts';
export * from './watchlist/index.ts';
