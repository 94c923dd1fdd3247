export * from './category-sentiment.ts';
export * from './confidence.ts';
export * from './entity-subtypes.ts';
export * from './graphsense-taxonomy.ts';
export * from './schemas.ts';
