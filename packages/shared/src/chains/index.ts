export * from './assets.ts';
export * from './catalogue.ts';
export { TOKEN_CHAINS } from './define.ts';
export * from './tokens.ts';
export * from './types.ts';
