export * from './address/index.ts';
export * from './cluster/index.ts';
export * from './exposure/index.ts';
export * from './rules/index.ts';
