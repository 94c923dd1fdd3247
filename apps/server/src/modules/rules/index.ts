export * from './custom-tags/index.ts';
export * from './policies/index.ts';
export * from './risk/index.ts';
