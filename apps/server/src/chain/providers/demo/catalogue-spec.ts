import type { DemoObject } from './catalogue.ts';

export type DemoObjectSpec = Omit<DemoObject, 'address'>;

/** A catalogue entry: key (also the address key), chain, title, what it shows, the templates it makes fire. */
export function o(
  key: string,
  blockchain: number,
  title: string,
  demonstrates: string,
  templates: number[] = [],
  hint?: string,
): DemoObjectSpec {
  return { key, blockchain, title, demonstrates, templates, ...(hint ? { hint } : {}) };
}
