export * from './attribution/index.ts';
export * from './chains/index.ts';
export * from './constants/index.ts';
export * from './enums/index.ts';
export * from './errors/index.ts';
export * from './permissions.ts';
export * from './rules/index.ts';
export * from './schemas/index.ts';
