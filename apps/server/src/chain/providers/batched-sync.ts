import type { Db } from '../../db/client.ts';
import { markSynced } from '../store/reference-data.ts';
import type { SyncOptions, SyncSummary } from './sync-types.ts';

/** What a provider stored of one batch of blocks. */
export type StoredBatch = {
  blocks: number;
  inserted: number;
  transfers: number;
  /** The batch's last block, recorded in chain_sync. */
  lastBlock: { height: number; time: Date };
};

/** A provider's part of a sync: store a batch of blocks, and optionally finish after the last one. */
export type BatchSteps = {
  storeBatch(first: number, last: number): Promise<StoredBatch>;
  finish?(summary: SyncSummary, lastStored: number | null): Promise<void>;
};

export type BatchedSyncPlan = {
  blockchain: number;
  provider: SyncSummary['provider'];
  /** Where a first sync starts. */
  startBlock: number;
  /** The endpoint's head block. */
  head: number;
  blocksPerBatch: number;
  /** When the sync began (performance.now()), for the summary's seconds. */
  started: number;
};

/**
 * Sync from the block after the last one this provider synced (chain_sync) up to the head or `toBlock`, in
 * batches. Each batch is stored and recorded in chain_sync before the next, so an interrupted sync resumes where it
 * stopped. `begin` runs only when there is something to sync and prepares the provider's steps.
 */
export async function syncInBatches(
  db: Db,
  plan: BatchedSyncPlan,
  options: SyncOptions,
  begin: () => Promise<BatchSteps>,
): Promise<SyncSummary> {
  const fromBlock = await nextSyncBlock(db, plan);
  const toBlock = Math.min(plan.head, options.toBlock ?? plan.head);
  const summary: SyncSummary = {
    blockchain: plan.blockchain,
    provider: plan.provider,
    fromBlock,
    toBlock,
    blocks: 0,
    transactions: 0,
    transfers: 0,
    seconds: 0,
  };
  if (fromBlock > toBlock) {
    return { ...summary, fromBlock: null, toBlock: null, note: `already synced to block ${fromBlock - 1}` };
  }
  const steps = await begin();
  let stored: number | null = null;
  for (let first = fromBlock; first <= toBlock; first += plan.blocksPerBatch) {
    // Stopping (server shutdown) ends the sync between batches: the next one resumes after the last stored.
    if (options.signal?.aborted) {
      summary.toBlock = stored;
      summary.note = 'stopped';
      break;
    }
    const last = Math.min(toBlock, first + plan.blocksPerBatch - 1);
    const batch = await steps.storeBatch(first, last);
    await markSynced(db, {
      blockchain: plan.blockchain,
      provider: plan.provider,
      lastBlock: batch.lastBlock.height,
      lastBlockTime: batch.lastBlock.time,
    });
    stored = batch.lastBlock.height;
    summary.blocks += batch.blocks;
    summary.transactions += batch.inserted;
    summary.transfers += batch.transfers;
    options.onProgress?.({
      fromBlock,
      toBlock,
      block: last,
      blocksDone: last - fromBlock + 1,
      blocksTotal: toBlock - fromBlock + 1,
      transactions: summary.transactions,
    });
  }
  await steps.finish?.(summary, stored);
  summary.seconds = (performance.now() - plan.started) / 1000;
  return summary;
}

/** The block after the last one this provider synced, or the plan's start on a first sync. */
async function nextSyncBlock(db: Db, plan: BatchedSyncPlan): Promise<number> {
  const row = await db
    .selectFrom('chain_sync')
    .select(['provider', 'last_synced_block'])
    .where('blockchain', '=', plan.blockchain)
    .executeTakeFirst();
  if (row?.provider === plan.provider && row.last_synced_block !== null)
    return Number(row.last_synced_block) + 1;
  return plan.startBlock;
}
