/** The provider name the demo world records in chain_sync and as the source of its labels. */
export const DEMO_PROVIDER = 'demo';
/** The seed of the default world (first start, and generate-demo without --seed). */
export const DEFAULT_DEMO_SEED = 'riskscreen';
