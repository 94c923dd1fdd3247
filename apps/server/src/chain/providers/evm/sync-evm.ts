import type { Db } from '../../../db/client.ts';
import { refreshAddressFacts } from '../../store/address-facts.ts';
import { chunks } from '../../store/batch.ts';
import { ensureNativeAsset } from '../../store/native-asset.ts';
import { PriceBook } from '../../store/price-book.ts';
import { writeAddressAttributes } from '../../store/reference-data.ts';
import type { NativeAsset } from '../../store/types.ts';
import { writeBlocks } from '../../store/write-blocks.ts';
import { type BatchedSyncPlan, syncInBatches } from '../batched-sync.ts';
import { ProviderResponseError } from '../provider-errors.ts';
import type { SyncOptions, SyncSummary } from '../sync-types.ts';
import { refreshEvmBalances } from './balances.ts';
import { rewardScheduleOf } from './block-issuance.ts';
import { detectContracts } from './contract-detection.ts';
import { capabilitiesOf, fetchBlocks } from './fetch-blocks.ts';
import { hexToNumber, toHex } from './hex.ts';
import { JsonRpcClient } from './json-rpc-client.ts';
import type { EvmBlock } from './parse-block.ts';
import { toStoreTransactions } from './to-store.ts';
import { TokenRegistry } from './token-registry.ts';

export type EvmSyncTarget = {
  blockchain: number;
  url: string;
  startBlock: number;
  native: NativeAsset & { name: string };
};

export const EVM_PROVIDER = 'evm';

/**
 * Index an EVM chain from the block after the last synced one (chain_sync) up to the node's head or `toBlock`, in
 * batches of blocks. Each batch is written and recorded in chain_sync before the next, so an interrupted sync
 * resumes where it stopped (re-written hashes are skipped by the store). Address facts are refreshed per batch,
 * balances once at the end (at the synced head) for every address the sync touched.
 */
export async function syncEvm(
  db: Db,
  target: EvmSyncTarget,
  options: SyncOptions & { blocksPerBatch?: number } = {},
): Promise<SyncSummary> {
  const started = performance.now();
  const client = new JsonRpcClient(target.url, { signal: options.signal });
  const plan: BatchedSyncPlan = {
    blockchain: target.blockchain,
    provider: EVM_PROVIDER,
    startBlock: target.startBlock,
    head: hexToNumber(String(await client.call('eth_blockNumber'))),
    blocksPerBatch: options.blocksPerBatch ?? 20,
    started,
  };
  return syncInBatches(db, plan, options, async () => {
    await ensureNativeAsset(db, target.blockchain, { ...target.native, decimals: 18 });
    const tokens = await TokenRegistry.load(db, target.blockchain);
    const prices = await PriceBook.load(db);
    const capabilities = capabilitiesOf(target.url);
    const rewardSchedule = rewardScheduleOf(hexToNumber(String(await client.call('eth_chainId'))));
    const knownAddresses = new Map<string, boolean>();
    const touched = new Set<string>();
    return {
      async storeBatch(first, last) {
        const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
        const blocks = await fetchBlocks(client, numbers, capabilities);
        const blockTag = toHex(last);
        await tokens.ensure(client, tokenContracts(blocks), blockTag);
        await classifyAddresses(db, client, target.blockchain, blocks, knownAddresses, blockTag);
        const transactions = toStoreTransactions(blocks, {
          native: target.native,
          tokens: tokens.all,
          isContract: (address) => knownAddresses.get(address) ?? false,
          rewardSchedule,
        });
        const written = await writeBlocks(
          db,
          target.blockchain,
          { native: target.native, transactions },
          { prices },
        );
        // Facts before chain_sync moves on, so an interrupted sync leaves no stored block without them.
        await refreshAddressFacts(db, target.blockchain, [...written.addresses]);
        for (const address of written.addresses) touched.add(address);
        // A reverted transaction moves nothing, but its sender paid the fee.
        for (const block of blocks) for (const tx of block.transactions) touched.add(tx.from);
        const lastBlock = blocks[blocks.length - 1];
        if (!lastBlock)
          throw new ProviderResponseError(`The EVM node returned no blocks for ${first}–${last}`);
        return {
          blocks: blocks.length,
          inserted: written.inserted,
          transfers: written.transfers,
          lastBlock: { height: lastBlock.number, time: lastBlock.time },
        };
      },
      async finish(summary, stored) {
        // A stopped sync cannot ask the node any more: those addresses' balances wait for their next transfer.
        if (stored !== null && !options.signal?.aborted)
          await refreshEvmBalances(db, client, target, [...touched], toHex(stored), prices);
        if (capabilities.traces === 'none') {
          summary.warnings = [
            'The node offers no callTracer traces: internal transfers (type 7) were not indexed.',
          ];
        }
      },
    };
  });
}

function tokenContracts(blocks: readonly EvmBlock[]): Set<string> {
  const contracts = new Set<string>();
  for (const block of blocks) {
    for (const tx of block.transactions) {
      for (const log of tx.tokenTransfers) if (log.standard === 'erc20') contracts.add(log.contract);
    }
  }
  return contracts;
}

/**
 * Contract flag of every address the blocks mention that neither this sync nor the store knows yet: eth_getCode at
 * the batch's last block, batched, then written to chain_addresses.is_contract.
 */
async function classifyAddresses(
  db: Db,
  client: JsonRpcClient,
  blockchain: number,
  blocks: readonly EvmBlock[],
  known: Map<string, boolean>,
  blockTag: string,
): Promise<void> {
  const mentioned = new Set<string>();
  for (const block of blocks) {
    for (const tx of block.transactions) {
      mentioned.add(tx.from);
      if (tx.to) mentioned.add(tx.to);
      if (tx.createdContract) mentioned.add(tx.createdContract);
      for (const log of tx.tokenTransfers) {
        mentioned.add(log.contract);
        mentioned.add(log.from);
        mentioned.add(log.to);
      }
      for (const internal of tx.internalTransfers ?? []) {
        mentioned.add(internal.from);
        mentioned.add(internal.to);
      }
    }
  }
  const unseen = [...mentioned].filter((a) => !known.has(a));
  if (unseen.length === 0) return;
  for (const part of chunks(unseen, 5000)) {
    const stored = await db
      .selectFrom('chain_addresses')
      .select(['address', 'is_contract'])
      .where('blockchain', '=', blockchain)
      .where('address', 'in', part)
      .execute();
    for (const row of stored) known.set(row.address, row.is_contract);
  }
  const fresh = unseen.filter((a) => !known.has(a));
  if (fresh.length === 0) return;
  const detected = await detectContracts(client, fresh, blockTag);
  for (const [address, isContract] of detected) known.set(address, isContract);
  await writeAddressAttributes(
    db,
    blockchain,
    fresh.map((address) => ({ address, isContract: detected.get(address) ?? false })),
  );
}
