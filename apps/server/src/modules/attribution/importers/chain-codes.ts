import { detectChains } from '@riskscreen/engine';
import { getChain, getChainByCode, isEvm, TOKENS } from '@riskscreen/shared';

/**
 * Currency names as label sources write them → our chain numbers. OFAC writes asset tickers (XBT, and the
 * tokens USDT/USDC); GraphSense TagPacks write tickers, token standards (BEP20) and free-form names (Ripple).
 */
const ALIASES: Record<string, string> = {
  XBT: 'BTC',
  OMNI: 'BTC', // Omni Layer tokens live in Bitcoin addresses
  RIPPLE: 'XRP',
  BNB: 'BSC',
  BEP20: 'BSC',
  MATIC: 'POL',
  POLYGON: 'POL',
  ZILIQA: 'ZIL', // spelled so in a GraphSense pack
  ELROND: 'EGLD',
  DFINITY: 'ICP',
  RBTC: 'RSK',
  XINFIN: 'XDC',
};

const TOKEN_SYMBOLS = new Set(TOKENS.map((t) => t.symbol));

/**
 * The chain a currency code names: a number, 'token' when the code is a token whose chain only the address can
 * tell (USDT lives on Ethereum, Tron, Bitcoin/Omni…), or undefined for a code we do not know.
 */
export function chainOfCurrency(code: string): number | 'token' | undefined {
  const key = code.trim().toUpperCase();
  const chain = getChainByCode(ALIASES[key] ?? key);
  if (chain) return chain.blockchain;
  return TOKEN_SYMBOLS.has(key) ? 'token' : undefined;
}

/** A chain given as its number or its short code ('1', 'ETH', 'XBT'); tokens are not chains here. */
export function parseChain(value: string): number | undefined {
  const text = value.trim();
  if (/^\d{1,3}$/.test(text)) return getChain(Number(text)) ? Number(text) : undefined;
  const chain = chainOfCurrency(text);
  return typeof chain === 'number' ? chain : undefined;
}

/**
 * The chain of a token holder's address, from its format (engine's detectChains) among the chains the token is
 * deployed on: 0x hex → Ethereum standing for every EVM chain, T… → Tron, a Solana key → Solana; a format only
 * one chain has decides even where the catalogue lists no deployment (USDT on Polkadot, Algorand, Tezos). A
 * Bitcoin address holds Omni Layer tokens (USDT's first home). undefined when the format does not decide.
 */
export function chainOfTokenAddress(symbol: string, address: string): number | undefined {
  const fits = detectChains(address);
  const deployed = new Set(
    TOKENS.find((t) => t.symbol === symbol.trim().toUpperCase())?.deployments.map((d) => d.blockchain),
  );
  const candidates = fits.filter((chain) => deployed.has(chain));
  if (candidates.length > 0 && candidates.every(isEvm)) return candidates.includes(1) ? 1 : candidates[0];
  if (candidates.length === 1) return candidates[0];
  if (candidates.length > 0) return undefined;
  // Not a chain the catalogue lists the token on: trust a format only one chain has, else Bitcoin means Omni.
  if (fits.length === 1) return fits[0];
  return fits.includes(0) ? 0 : undefined;
}

export function isEvmChain(blockchain: number): boolean {
  return isEvm(blockchain);
}
