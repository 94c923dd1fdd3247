import { CATEGORY_SENTIMENT, findEntitySubtype, type Sentiment, type TagCategory } from '@riskscreen/shared';

/** A fictional entity of the demo world. `key` ties labels to it; the name is what analysts see. */
export type DemoEntity = {
  key: string;
  name: string;
  category: TagCategory;
  subtype: number;
  description: string;
  sentiment?: Sentiment;
};

/**
 * Every name here is invented. Real attribution (OFAC, TagPacks) is imported separately and never mixed into the
 * synthetic flows. The sanctioned darknet market and exchange appear twice, once per category, because an
 * address can carry several categories at once (entities are unique per name and category).
 */
export const DEMO_ENTITIES: readonly DemoEntity[] = [
  e(
    'northwind',
    'Northwind Exchange',
    'Exchange',
    101,
    'Large regulated exchange with deposit addresses per customer.',
  ),
  e(
    'bluefin',
    'Bluefin Exchange',
    'Exchange',
    101,
    'Mid-size regulated exchange; its hot wallet was hacked.',
  ),
  e('kestrel', 'Kestrel Swap', 'Exchange', 103, 'Exchange that asks its customers for no identification.'),
  e(
    'obsidian-x',
    'Obsidian Exchange',
    'Exchange',
    103,
    'Exchange used to cash out stolen and sanctioned funds.',
  ),
  e('quickturn', 'QuickTurn Instant Swap', 'Exchange', 104, 'Account-less swap service.'),
  e('granite', 'Granite Pool', 'Mining Pool', 201, 'Mining pool paying its miners every two weeks.'),
  e('sierra', 'Sierra Hash', 'Mining Pool', 201, 'Mining pool.'),
  e('aurora', 'Aurora Mining Co-op', 'Mining Pool', 203, 'Cloud mining service.'),
  e('paylantern', 'PayLantern', 'Service', 302, 'Payment processor settling to merchants.'),
  e('vaultline', 'Vaultline Custody', 'Service', 301, 'Custodial wallet service.'),
  e(
    'nightshade',
    'Nightshade Market',
    'Darknet',
    401,
    'Darknet market taking payment on per-order addresses.',
  ),
  e('cobalt-vendor', 'Cobalt Vendor', 'Darknet', 402, 'Darknet vendor paid in USDT on Tron.'),
  e('luckyfox', 'LuckyFox Casino', 'Gambling', 501, 'Online casino.'),
  e('royal-comet', 'Royal Comet Sportsbook', 'Gambling', 502, 'Sports betting in stablecoins.'),
  e('tronstar', 'TronStar Dice', 'Gambling', 503, 'Dice game run by a smart contract.'),
  e('tumblewash', 'Tumblewash Mixer', 'Coin Mixer', 601, 'Custodial bitcoin mixer charging 2 %.'),
  e('fogbank', 'Fogbank Privacy Pool', 'Coin Mixer', 603, 'Fixed-denomination privacy pool contract.'),
  e('golden-yield', 'Golden Yield Club', 'Scam', 703, 'Ponzi scheme promising 2 % a day in USDT.'),
  e('giveaway', 'Double Your Coins Giveaway', 'Scam', 705, 'Fake giveaway collecting bitcoin.'),
  e('moonkitty', 'MoonKitty Token', 'Scam', 706, 'Token whose developers pulled the liquidity.'),
  e('phishhook', 'WalletCheck Phishing', 'Scam', 701, 'Phishing site impersonating a wallet support desk.'),
  e('lockjaw', 'LockJaw Ransomware', 'Extortion', 801, 'Ransomware gang collecting bitcoin ransoms.'),
  e('siphon', 'Siphon Drainer', 'Malware', 902, 'Wallet drainer kit emptying approved stablecoins.'),
  e('bluefin-hack', 'Bluefin Exchange Hack', 'Theft', 1001, 'Thief of the Bluefin hot wallet.'),
  e('openseeds', 'Open Seeds Relief Fund', 'Donation', 1101, 'Charity accepting donations.'),
  e(
    'token-usdt',
    'USDT Token Contract (demo)',
    'Smart Contract Platform',
    1201,
    'Stablecoin token contract.',
  ),
  e(
    'token-usdc',
    'USDC Token Contract (demo)',
    'Smart Contract Platform',
    1201,
    'Stablecoin token contract.',
  ),
  e(
    'nightshade-sdn',
    'Nightshade Market',
    'Sanctions',
    1301,
    'Darknet market designated by a sanctions list.',
  ),
  e('obsidian-sdn', 'Obsidian Exchange', 'Sanctions', 1301, 'Exchange designated for laundering.'),
  e('fogbank-sdn', 'Fogbank Privacy Pool', 'Sanctions', 1301, 'Privacy pool designated, then delisted.'),
  e('marlo-vance', 'Marlo Vance', 'Sanctions', 1302, 'Designated individual.'),
  e('crimson', 'Crimson Network', 'High Risk Organization', 1401, 'Organisation raising funds for violence.'),
  e(
    'frozen-usdt',
    'Frozen by Issuer',
    'High Risk Organization',
    1405,
    'Address frozen by the stablecoin issuer.',
  ),
  e('seizure', 'Federal Asset Seizure Unit', 'Law Enforcement', 1501, 'Wallet holding seized funds.'),
  e('riverbend', 'Riverbend Swap', 'DeFi', 1601, 'Automated market maker (router and pools).'),
  e('harbor-lend', 'Harbor Lend', 'DeFi', 1602, 'Lending protocol.'),
  e('maplewood', 'Maplewood Swap', 'DeFi', 1601, 'Automated market maker on BNB Smart Chain.'),
  e('arcbridge', 'Arcbridge', 'DeFi', 1603, 'Bridge contract.'),
  e('harlow', 'Harlow Logistics Ltd', 'Others', 1702, 'Company treasury paying suppliers.'),
];

function e(
  key: string,
  name: string,
  category: TagCategory,
  subtype: number,
  description: string,
): DemoEntity {
  const known = findEntitySubtype(subtype);
  if (!known || known.category !== category)
    throw new Error(`Demo entity ${key}: subtype ${subtype} is not ${category}`);
  return { key, name, category, subtype, description, sentiment: CATEGORY_SENTIMENT[category] };
}

export function demoEntity(key: string): DemoEntity {
  const entity = DEMO_ENTITIES.find((x) => x.key === key);
  if (!entity) throw new Error(`No demo entity ${key}`);
  return entity;
}
