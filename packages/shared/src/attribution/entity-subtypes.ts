import type { TagCategory } from '../enums/tag-categories.ts';

/**
 * Entity subtypes, numbered in blocks of 100 per tag category (category n owns n*100+1 … n*100+99; spec part 2 §9).
 * Codes are stored on entities and in customers' rules: never renumber one, only append.
 */
export type EntitySubtype = { code: number; category: TagCategory; name: string; description: string };

type Row = [code: number, name: string, description: string];

function block(category: TagCategory, rows: Row[]): EntitySubtype[] {
  return rows.map(([code, name, description]) => ({ code, category, name, description }));
}

export const ENTITY_SUBTYPES: readonly EntitySubtype[] = [
  ...block('Exchange', [
    [
      101,
      'Centralized Exchange',
      'A custodial business that trades crypto assets for other assets or fiat money.',
    ],
    [102, 'P2P Exchange', 'A platform matching buyers and sellers who trade with each other directly.'],
    [103, 'No-KYC Exchange', 'An exchange that does not verify the identity of its customers.'],
    [
      104,
      'Instant Swap Service',
      'A non-custodial service swapping one asset for another without an account.',
    ],
    [105, 'Cryptoasset ATM', 'A physical kiosk exchanging crypto assets and cash.'],
  ]),
  ...block('Mining Pool', [
    [201, 'Mining Pool', 'A pool of miners sharing block rewards.'],
    [202, 'Solo Miner', 'A miner producing blocks on its own.'],
    [203, 'Cloud Mining Service', 'A service renting out mining capacity.'],
  ]),
  ...block('Service', [
    [301, 'Custodial Wallet', 'A service holding keys on behalf of its users.'],
    [302, 'Payment Processor', 'A gateway that lets merchants accept crypto payments.'],
    [303, 'Escrow Service', 'A mediator holding funds until both sides of a trade deliver.'],
    [304, 'Hosting Provider', 'A provider of servers, VPNs, domains or other IT resources.'],
    [305, 'Merchant', 'A shop selling goods or services for crypto assets.'],
    [306, 'Marketplace', 'An online marketplace for legitimate goods or digital items.'],
    [307, 'Token Sale Wallet', 'A wallet that collected funds in an initial coin offering.'],
    [308, 'Name Service', 'A service mapping human-readable names to addresses.'],
  ]),
  ...block('Darknet', [
    [401, 'Darknet Market', 'A marketplace on an anonymity network selling illicit goods.'],
    [402, 'Darknet Vendor', 'A seller of illicit goods such as drugs, weapons or counterfeits.'],
    [403, 'Darknet Service', 'A forum, hosting or other service on an anonymity network.'],
    [404, 'Child Sexual Abuse Material', 'A seller or distributor of child sexual abuse material.'],
    [405, 'Carding Shop', 'A seller of stolen payment card data.'],
  ]),
  ...block('Gambling', [
    [501, 'Online Casino', 'An online casino or gambling service.'],
    [502, 'Sports Betting', 'A bookmaker taking bets on sports or events.'],
    [503, 'Gambling Smart Contract', 'A dice, lottery or other gambling game run by a smart contract.'],
  ]),
  ...block('Coin Mixer', [
    [601, 'Mixing Service', 'A custodial service that mixes funds to hide their origin.'],
    [602, 'CoinJoin Coordinator', 'A coordinator of collaborative CoinJoin transactions.'],
    [
      603,
      'Privacy Protocol',
      'A smart-contract protocol that breaks the link between deposits and withdrawals.',
    ],
  ]),
  ...block('Scam', [
    [701, 'Phishing', 'A fake site or message stealing credentials or funds.'],
    [702, 'Investment Scam', 'A fraudulent investment offer.'],
    [703, 'Ponzi Scheme', 'A scheme paying earlier investors with money from later ones.'],
    [704, 'Romance Scam', 'A scam built on a fake romantic relationship.'],
    [705, 'Fake Giveaway', 'A fake giveaway asking victims to send funds first.'],
    [706, 'Rug Pull', 'A project whose developers abandon it and take investors’ funds.'],
    [707, 'Pyramid Scheme', 'A scheme paying members for recruiting new members.'],
    [708, 'Impersonation Scam', 'A scam impersonating a person, company or support desk.'],
    [709, 'Address Poisoning', 'Look-alike addresses planted in a victim’s history to divert payments.'],
  ]),
  ...block('Extortion', [
    [801, 'Ransomware', 'Malware that encrypts or leaks data until a ransom is paid.'],
    [802, 'Sextortion', 'Extortion threatening to publish intimate material.'],
    [803, 'Blackmail', 'Other extortion of money by threats.'],
  ]),
  ...block('Malware', [
    [901, 'Malware Operator', 'An operator of malicious software.'],
    [902, 'Wallet Drainer', 'A kit or contract that empties wallets after a malicious approval.'],
    [903, 'Clipper Malware', 'Malware that swaps copied addresses for the attacker’s.'],
    [904, 'Infostealer', 'Malware that steals keys, seeds and passwords.'],
  ]),
  ...block('Theft', [
    [1001, 'Hack', 'Funds stolen by breaking into a service.'],
    [1002, 'Exploit', 'Funds taken by exploiting a bug in a protocol or contract.'],
    [1003, 'Stolen Funds', 'Funds reported stolen.'],
    [1004, 'Account Takeover', 'Funds taken from a hijacked account.'],
    [1005, 'Data Breach', 'An actor behind the theft or leak of personal data.'],
  ]),
  ...block('Donation', [
    [1101, 'Charity', 'A charity or humanitarian fund accepting donations.'],
    [1102, 'Political Campaign', 'A political or activist campaign accepting donations.'],
    [1103, 'Open-Source Project', 'An open-source project accepting donations.'],
  ]),
  ...block('Smart Contract Platform', [
    [1201, 'Token Contract', 'A fungible token contract.'],
    [1202, 'NFT Collection', 'A non-fungible token or collectible contract.'],
    [1203, 'System Contract', 'A contract or address built into the chain itself.'],
  ]),
  ...block('Sanctions', [
    [1301, 'OFAC SDN', 'Listed on the US Treasury OFAC Specially Designated Nationals list.'],
    [1302, 'EU Sanctions', 'Listed under European Union restrictive measures.'],
    [1303, 'UN Sanctions', 'Listed on the United Nations Security Council consolidated list.'],
    [1304, 'UK Sanctions', 'Listed on the UK OFSI consolidated list.'],
    [1305, 'Other National Sanctions', 'Listed by another national authority.'],
  ]),
  ...block('High Risk Organization', [
    [1401, 'Terrorist Financing', 'A terrorist organisation or its financing.'],
    [1402, 'Extremist Organization', 'A violent or hate-promoting extremist group.'],
    [1403, 'Criminal Organization', 'A known perpetrator or organised crime group.'],
    [1404, 'Money Laundering', 'An actor laundering criminal proceeds.'],
    [1405, 'Blocked by Stablecoin Issuer', 'An address frozen by a stablecoin issuer.'],
    [1406, 'Human Trafficking', 'An actor involved in trading humans.'],
    [1407, 'Violent Crime', 'An actor involved in violence, torture or murder.'],
  ]),
  ...block('Law Enforcement', [
    [1501, 'Seized Funds', 'An address holding funds seized by an authority.'],
    [1502, 'Government Agency', 'An address controlled by a government agency.'],
  ]),
  ...block('DeFi', [
    [1601, 'Decentralized Exchange', 'A smart-contract exchange for direct peer-to-peer trades.'],
    [1602, 'Lending Protocol', 'A protocol for lending and borrowing crypto assets.'],
    [1603, 'Bridge', 'A protocol moving assets between chains.'],
    [1604, 'Yield and Staking', 'A protocol locking assets for rewards.'],
    [1605, 'Derivatives', 'A protocol for derivative contracts.'],
    [1606, 'DAO', 'A decentralised autonomous organisation.'],
    [1607, 'Liquidity Pool', 'A trading pair or liquidity pool of a decentralised exchange.'],
    [1608, 'DeFi Custody', 'A smart-contract vault or custody service.'],
  ]),
  ...block('Others', [
    [1701, 'Individual', 'A person using crypto assets.'],
    [1702, 'Organization', 'A company or other organisation.'],
    [1703, 'Victim', 'A person or service that was harmed.'],
  ]),
];

const BY_CODE = new Map(ENTITY_SUBTYPES.map((s) => [s.code, s]));

export function findEntitySubtype(code: number): EntitySubtype | undefined {
  return BY_CODE.get(code);
}

export function subtypesOf(category: TagCategory): EntitySubtype[] {
  return ENTITY_SUBTYPES.filter((s) => s.category === category);
}
