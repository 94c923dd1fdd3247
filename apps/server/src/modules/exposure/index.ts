export * from './chains/index.ts';
export * from './tracing/index.ts';
