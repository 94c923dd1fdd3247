import type { TagCategory } from '../enums/tag-categories.ts';

/** Where a GraphSense concept lands in our catalogue: a category, and a subtype when one fits. */
export type ConceptMapping = { category: TagCategory; subtype: number | null };

function to(category: TagCategory, subtype: number | null = null): ConceptMapping {
  return { category, subtype };
}

/**
 * Every concept of the GraphSense / INTERPOL-derived taxonomy (concepts.yaml, 86 concepts) → our category.
 * Abstract concepts (concept, entity, behaviour, source, usage patterns, wallet temperatures) carry no risk
 * meaning and land in Others. `market` is a marketplace of any kind: the TagPack importer promotes it to
 * Darknet Market when the actor is a dark-web one.
 */
export const GRAPHSENSE_CONCEPTS: Readonly<Record<string, ConceptMapping>> = {
  // Top and structural concepts
  concept: to('Others'),
  unknown: to('Others'),
  behaviour: to('Others'),
  source: to('Others'),
  mention: to('Others'),
  website_mention: to('Others'),
  forum_mention: to('Others'),
  gray_usage: to('Others'),
  white_usage: to('Others'),
  cold_wallet: to('Others'),
  hot_wallet: to('Others'),
  warm_wallet: to('Others'),
  entity: to('Others'),
  item: to('Smart Contract Platform'),
  collectible: to('Smart Contract Platform', 1202),
  // Abuse
  abuse: to('High Risk Organization'),
  mixing: to('Coin Mixer'),
  sexual_abuse: to('Darknet', 404),
  child_sexual_abuse: to('Darknet', 404),
  violence: to('High Risk Organization', 1407),
  human_trafficking: to('High Risk Organization', 1406),
  murder: to('High Risk Organization', 1407),
  torture: to('High Risk Organization', 1407),
  scam: to('Scam'),
  financial_crime: to('High Risk Organization'),
  investment_fraud: to('Scam', 702),
  ponzi_scheme: to('Scam', 703),
  pyramid_scheme: to('Scam', 707),
  money_laundering: to('High Risk Organization', 1404),
  extortion: to('Extortion'),
  sextortion: to('Extortion', 802),
  phishing: to('Scam', 701),
  hacking: to('Theft', 1001),
  service_hack: to('Theft', 1001),
  account_hack: to('Theft', 1004),
  exploit: to('Theft', 1002),
  data_breach: to('Theft', 1005),
  social_engineering: to('Scam', 708),
  malware: to('Malware', 901),
  drugs: to('Darknet', 402),
  weapons: to('Darknet', 402),
  payment_card_fraud: to('Darknet', 405),
  ransomware: to('Extortion', 801),
  sanction: to('Sanctions'),
  counterfeit: to('Darknet', 402),
  extremism: to('High Risk Organization', 1402),
  terrorism: to('High Risk Organization', 1401),
  terrorism_financing: to('High Risk Organization', 1401),
  dark_web: to('Darknet', 403),
  // Entities
  organization: to('Others', 1702),
  user: to('Others', 1701),
  service: to('Service'),
  victim: to('Others', 1703),
  perpetrator: to('High Risk Organization', 1403),
  donation: to('Donation'),
  exchange: to('Exchange', 101),
  wallet_service: to('Service', 301),
  escrow_wallet: to('Service', 303),
  ico_wallet: to('Service', 307),
  filesharing: to('Service'),
  index: to('Service'),
  market: to('Service', 306),
  messaging_service: to('Service'),
  mixing_service: to('Coin Mixer', 601),
  coinjoin: to('Coin Mixer', 602),
  miner: to('Mining Pool', 201),
  mining_service: to('Mining Pool', 203),
  gambling: to('Gambling', 501),
  search_engine: to('Service'),
  shop: to('Service', 305),
  faucet: to('Service'),
  payment_processor: to('Service', 302),
  atm: to('Exchange', 105),
  hosting: to('Service', 304),
  vpn: to('Service', 304),
  nameservice: to('Service', 308),
  defi: to('DeFi'),
  defi_token: to('Smart Contract Platform', 1201),
  defi_lending: to('DeFi', 1602),
  defi_dex: to('DeFi', 1601),
  defi_dex_pair: to('DeFi', 1607),
  defi_derivatives: to('DeFi', 1605),
  defi_bridge: to('DeFi', 1603),
  defi_dao: to('DeFi', 1606),
  defi_staking: to('DeFi', 1604),
  defi_custody: to('DeFi', 1608),
};

/**
 * Values found in published TagPacks that are not (or no longer) taxonomy concepts.
 * black_list: addresses frozen by a stablecoin issuer (usdt_blacklist.yaml).
 */
export const GRAPHSENSE_LEGACY_VALUES: Readonly<Record<string, ConceptMapping>> = {
  black_list: to('High Risk Organization', 1405),
};

/** A concept or legacy value → our category; undefined for values we do not know. */
export function mapGraphsenseConcept(id: string): ConceptMapping | undefined {
  const key = id.trim().toLowerCase();
  if (Object.hasOwn(GRAPHSENSE_CONCEPTS, key)) return GRAPHSENSE_CONCEPTS[key];
  if (Object.hasOwn(GRAPHSENSE_LEGACY_VALUES, key)) return GRAPHSENSE_LEGACY_VALUES[key];
  return undefined;
}
