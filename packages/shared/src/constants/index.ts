export * from './limits.ts';
export * from './uploads.ts';
