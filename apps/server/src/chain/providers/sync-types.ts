/** What every provider's sync reports, and the options it takes (shared by sync.ts and the CLI). */
export type SyncProgress = {
  fromBlock: number;
  toBlock: number;
  /** The last block stored. */
  block: number;
  blocksDone: number;
  blocksTotal: number;
  transactions: number;
};

export type SyncOptions = {
  /** Stop at this block (default: the endpoint's head). */
  toBlock?: number;
  onProgress?: (progress: SyncProgress) => void;
  /** Stop between batches (the server shutting down); the blocks stored so far stay synced. */
  signal?: AbortSignal;
};

export type SyncSummary = {
  blockchain: number;
  provider: 'evm' | 'esplora' | 'demo';
  /** null when there was nothing to sync. */
  fromBlock: number | null;
  toBlock: number | null;
  blocks: number;
  transactions: number;
  transfers: number;
  seconds: number;
  /** Why nothing was synced, for the operator ("already at block 120", "the demo provider has nothing to sync"). */
  note?: string;
  /** What the endpoint could not provide (e.g. no call traces, so no internal transfers). */
  warnings?: string[];
};
