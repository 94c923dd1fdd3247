import { TAG_CATEGORIES, type TagCategory, UNKNOWN_TAG } from '@riskscreen/shared';

/**
 * One colour per entity type (spec part 2 §2: node colours are defined per entity type), shared by the
 * investigation graph and the counterparty charts so that a Darknet slice and a Darknet node look alike.
 * Risky categories are warm, benign ones cool, Unknown grey.
 */
export const ENTITY_TYPE_COLOURS: Record<TagCategory | typeof UNKNOWN_TAG, string> = {
  Exchange: '#228be6',
  'Mining Pool': '#15aabf',
  Service: '#4c6ef5',
  Darknet: '#862e9c',
  Gambling: '#e64980',
  'Coin Mixer': '#f76707',
  Scam: '#e8590c',
  Extortion: '#c92a2a',
  Malware: '#a61e4d',
  Theft: '#e03131',
  Donation: '#2f9e44',
  'Smart Contract Platform': '#1098ad',
  Sanctions: '#5c0011',
  'High Risk Organization': '#d9480f',
  'Law Enforcement': '#364fc7',
  DeFi: '#7048e8',
  Others: '#74b816',
  Unknown: '#adb5bd',
};

/** The entity types a filter offers: the 17 categories and Unknown (spec part 2 §9). */
export const ENTITY_TYPE_FILTER_VALUES: readonly string[] = [...TAG_CATEGORIES, UNKNOWN_TAG];

/** The colour of an entity type; anything unrecognised is drawn as Unknown. */
export function entityTypeColour(type: string | null | undefined): string {
  return (ENTITY_TYPE_COLOURS as Record<string, string>)[type ?? ''] ?? ENTITY_TYPE_COLOURS.Unknown;
}

/** Colours for slices that are not entity types (subtypes, names): distinct, in a fixed order. */
export const SERIES_PALETTE: readonly string[] = [
  '#228be6',
  '#e64980',
  '#40c057',
  '#fab005',
  '#7950f2',
  '#fd7e14',
  '#15aabf',
  '#e03131',
  '#82c91e',
  '#be4bdb',
  '#1c7ed6',
  '#f08c00',
];
