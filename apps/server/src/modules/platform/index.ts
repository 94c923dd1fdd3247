export * from './downloads/index.ts';
export * from './events/index.ts';
export * from './jobs/index.ts';
export * from './mail/index.ts';
export * from './notifications/index.ts';
export * from './system/index.ts';
