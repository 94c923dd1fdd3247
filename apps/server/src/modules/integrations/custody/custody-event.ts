import { type Chain, type CustodyEvent, getChainByCode } from '@riskscreen/shared';

/** The event types that carry a transaction the integration screens (Fireblocks webhooks v1). */
const TRANSACTION_EVENTS = new Set(['TRANSACTION_CREATED', 'TRANSACTION_STATUS_UPDATED']);

/** The custody service's peer types that are the customer's own accounts: funds moving into one are a deposit. */
const OWN_ACCOUNTS = new Set(['VAULT_ACCOUNT', 'EXCHANGE_ACCOUNT', 'INTERNAL_WALLET', 'FIAT_ACCOUNT']);

export type ScreenableEvent = {
  custodyTxId: string;
  hash: string;
  chain: Chain;
  direction: 'incoming' | 'outgoing';
};

/** Why an event is not screened, as the custody log says it, or what to screen. */
export function screenableEvent(event: CustodyEvent): ScreenableEvent | { skipped: string } {
  if (!TRANSACTION_EVENTS.has(event.type))
    return { skipped: `Skipped: ${event.type} is not a transaction event` };
  const { id, txHash, assetId } = event.data;
  if (!txHash) return { skipped: 'Skipped: no transaction hash yet (a later status event carries it)' };
  const chain = assetId ? chainOfAsset(assetId) : undefined;
  if (!chain) return { skipped: `Skipped: asset ${assetId ?? '(none)'} is on no supported blockchain` };
  return { custodyTxId: id, hash: txHash, chain, direction: directionOf(event) };
}

/**
 * The chain of a custody asset id: the chain's own code (BTC, ETH, TRX), a token named with its chain's standard
 * (USDT_ERC20, USDT_TRX, USDC_BSC), or a test network of a chain (ETH_TEST5).
 */
export function chainOfAsset(assetId: string): Chain | undefined {
  const code = assetId.toUpperCase();
  if (/_ERC20$/.test(code)) return getChainByCode('ETH');
  if (/_BEP20$|_BSC$/.test(code)) return getChainByCode('BSC');
  if (/_TRX$|_TRC20$/.test(code)) return getChainByCode('TRX');
  return getChainByCode(code) ?? getChainByCode(code.split('_')[0] ?? '');
}

function directionOf(event: CustodyEvent): 'incoming' | 'outgoing' {
  const source = peerType(event.data.source);
  const destination = peerType(event.data.destination);
  if (source && OWN_ACCOUNTS.has(source) && !(destination && OWN_ACCOUNTS.has(destination)))
    return 'outgoing';
  return 'incoming';
}

function peerType(peer: unknown): string | undefined {
  if (typeof peer !== 'object' || peer === null || !('type' in peer)) return undefined;
  return typeof peer.type === 'string' ? peer.type : undefined;
}
