export * from './cluster-addresses.ts';
export * from './coinjoin.ts';
export * from './types.ts';
