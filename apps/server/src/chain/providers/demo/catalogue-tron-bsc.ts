import { type DemoObjectSpec, o } from './catalogue-spec.ts';

/** Named demo objects on Tron and BNB Smart Chain. */
export const TRON_BSC_OBJECTS: readonly DemoObjectSpec[] = [
  o(
    'tron.sanctioned-exchange',
    10,
    'a sanctioned exchange',
    'Obsidian Exchange hot wallet: labelled Exchange (No-KYC) and Sanctions',
    [1, 2, 3],
  ),
  o(
    'tron.obsidian-client',
    10,
    'a client of a sanctioned exchange',
    'deposits USDT to Obsidian, before and after its designation',
    [1, 4, 23],
  ),
  o(
    'tron.ponzi',
    10,
    'a Ponzi scheme collector',
    'Golden Yield Club: USDT from many victims, early "returns", then cash-out',
    [1, 9],
  ),
  o('tron.ponzi-victim', 10, 'a Ponzi victim', 'invested USDT in Golden Yield Club', [1, 2, 4]),
  o('tron.darknet-vendor', 10, 'a darknet vendor on Tron', 'Cobalt Vendor: paid in USDT', [1]),
  o('tron.darknet-buyer', 10, 'a USDT darknet buyer', 'paid Cobalt Vendor in USDT', [1, 4]),
  o('tron.terror-donor', 10, 'a donor to a high-risk organisation', 'sent USDT to Crimson Network', [1, 2]),
  o(
    'tron.frozen',
    10,
    'an address frozen by the issuer',
    'received Ponzi proceeds, then frozen (High Risk Organization, blocked by stablecoin issuer)',
    [1],
  ),
  o(
    'tron.structuring',
    10,
    'structuring just below 10,000',
    '25 USDT deposits between 9,500 and 9,990 to an exchange within 40 days',
    [14, 17],
  ),
  o(
    'tron.dice-contract',
    10,
    'a gambling smart contract',
    'TronStar Dice: bets as contract calls, wins paid as internal transactions',
  ),
  o(
    'bsc.rug-pull',
    8,
    'a rug-pull token contract',
    'MoonKitty Token sale contract; the deployer pulled the BNB',
    [1],
  ),
  o('bsc.rug-victim', 8, 'a rug-pull victim', 'bought MoonKitty in its sale', [1, 2]),
  o('bsc.dex-router', 8, 'a DeFi router on BSC', 'Maplewood Swap router'),
  o(
    'bsc.bridge',
    8,
    'a bridge contract',
    'Arcbridge: deposits as contract calls, releases as internal transactions',
  ),
];
