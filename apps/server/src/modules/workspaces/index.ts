export * from './demo/index.ts';
export * from './first-run/index.ts';
export * from './organisations/index.ts';
