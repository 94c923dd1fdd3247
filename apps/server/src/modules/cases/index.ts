export * from './handling/index.ts';
export * from './records/index.ts';
