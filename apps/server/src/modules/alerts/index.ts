export * from './cycles/index.ts';
export * from './list/index.ts';
export * from './raising/index.ts';
export * from './records/index.ts';
export * from './workflow/index.ts';
