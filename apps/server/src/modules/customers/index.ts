export * from './assessment/index.ts';
export * from './handling/index.ts';
