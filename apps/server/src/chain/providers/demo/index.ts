/**
 * The `demo` provider: a deterministic synthetic multi-chain world (Bitcoin, Ethereum, Tron, BNB Smart Chain)
 * generated from a seed into the chain store, and the catalogue of its named objects.
 */
export { advanceDemoWorld, type DemoAdvance, type DemoAdvanceBlock, demoAdvanceBlock } from './advance.ts';
export { DEMO_OBJECT_SPECS, type DemoObject, demoCatalogue, demoObject } from './catalogue.ts';
export { DEMO_CHAINS, type DemoChain } from './chains.ts';
export { clearDemoWorld, demoWorldPresent } from './clear.ts';
export { DEFAULT_DEMO_SEED, DEMO_PROVIDER } from './constants.ts';
export { DEMO_ENTITIES, type DemoEntity } from './entities.ts';
export { demoReferenceDate, seedDemoWorldOnFirstStart } from './first-start.ts';
export {
  type DemoProgress,
  type DemoSummary,
  type DemoTarget,
  generateDemoWorld,
} from './generate.ts';
export { type DemoOptions, WINDOW_DAYS } from './world.ts';
