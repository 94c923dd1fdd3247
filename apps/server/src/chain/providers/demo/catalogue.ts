import { BITCOIN_OBJECTS } from './catalogue-bitcoin.ts';
import { ETHEREUM_OBJECTS } from './catalogue-ethereum.ts';
import type { DemoObjectSpec } from './catalogue-spec.ts';
import { TRON_BSC_OBJECTS } from './catalogue-tron-bsc.ts';
import { demoChain } from './chains.ts';
import { ChainKeys } from './keys.ts';

/**
 * Named objects of the demo world, for tests, the UI and the screening/rules work: where to look to see a feature.
 * Addresses derive from the seed and the key only, so they hold at any scale and reference date.
 * `templates` lists the rule templates (DESIGN §5) that this object makes fire with suitable parameters; `hint`
 * says which parameters. Templates 6, 25 and 26 need workspace data (a custom tag or list) on the object first.
 */
export type DemoObject = {
  key: string;
  blockchain: number;
  address: string;
  title: string;
  demonstrates: string;
  templates: number[];
  hint?: string;
};

export const DEMO_OBJECT_SPECS: readonly DemoObjectSpec[] = [
  ...BITCOIN_OBJECTS,
  ...ETHEREUM_OBJECTS,
  ...TRON_BSC_OBJECTS,
];

/** The catalogue with addresses resolved for a seed. */
export function demoCatalogue(seed: string): DemoObject[] {
  const keys = new Map<number, ChainKeys>();
  return DEMO_OBJECT_SPECS.map((spec) => {
    let k = keys.get(spec.blockchain);
    if (!k) {
      k = new ChainKeys(seed, demoChain(spec.blockchain));
      keys.set(spec.blockchain, k);
    }
    return { ...spec, address: k.address(spec.key) };
  });
}

/** One named object by key (throws on an unknown key: a typo in a test should fail loudly). */
export function demoObject(seed: string, key: string): DemoObject {
  const found = demoCatalogue(seed).find((x) => x.key === key);
  if (!found) throw new Error(`No demo object ${key}`);
  return found;
}
