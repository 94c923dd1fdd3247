/**
 * The 17 entity tag categories (spec part 2 §9). Subtypes are numbered in blocks of 100 per category:
 * category index i (1-based) owns subtypes i*100+1 … i*100+99.
 */
export const TAG_CATEGORIES = [
  'Exchange',
  'Mining Pool',
  'Service',
  'Darknet',
  'Gambling',
  'Coin Mixer',
  'Scam',
  'Extortion',
  'Malware',
  'Theft',
  'Donation',
  'Smart Contract Platform',
  'Sanctions',
  'High Risk Organization',
  'Law Enforcement',
  'DeFi',
  'Others',
] as const;
export type TagCategory = (typeof TAG_CATEGORIES)[number];

/** Category number 1–17 (index + 1); subtype blocks derive from it. */
export function tagCategoryNumber(category: TagCategory): number {
  return TAG_CATEGORIES.indexOf(category) + 1;
}

export function isTagCategory(value: string): value is TagCategory {
  return (TAG_CATEGORIES as readonly string[]).includes(value);
}

/** Label shown when a counterparty has no attribution. */
export const UNKNOWN_TAG = 'Unknown';
