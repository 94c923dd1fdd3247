/** One transfer as the column store holds it (times in epoch seconds, 0 for an unconfirmed transaction). */
export type ChainTransferRow = {
  blockchain: number;
  /** The transaction's id in PostgreSQL (0 when written to the column store alone, as the benchmark does). */
  txId: number;
  txHash: string;
  position: number;
  type: number;
  from: string;
  to: string;
  assetSymbol: string;
  assetContract: string;
  amount: string;
  valueUsd: number;
  blockNumber: number;
  blockTime: number;
  /** This is the first transfer of its transaction that counts as an incoming transaction of `to`. */
  countsIn: boolean;
  /** … as an outgoing transaction of `from`. */
  countsOut: boolean;
};

/** One address pair's flow: every transfer from → to summed, and the part of transfers at or above the minimum. */
export type PairFlow = { from: string; to: string; valueUsd: number; followedUsd: number };

/** Distinct counterparties (the minting address '' not counted) and distinct pairs (it counted). */
export type AddressDegree = { counterparties: number; pairs: number };

/** What the chain data says about an address (the part of chain_addresses the store computes). */
export type ChainActivity = {
  firstSeen: Date | null;
  lastSeen: Date | null;
  incomingCount: number;
  outgoingCount: number;
  totalIncomingUsd: number;
  totalOutgoingUsd: number;
  counterpartyCount: number;
};
