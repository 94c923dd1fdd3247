import { createHash } from 'node:crypto';
import { TransferType } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { markSynced, refreshAddressFacts, type TransactionInput, writeBlocks } from '../../store/index.ts';
import { demoCatalogue } from './catalogue.ts';
import { ETHEREUM } from './chains.ts';
import { DEMO_PROVIDER } from './constants.ts';
import { Rng } from './prng.ts';

/** Ordinary users of the demo world, unattributed and screened by the demo workspace: the customers who get paid. */
const CUSTOMER_KEYS = ['eth.dex-user', 'eth.list-candidate', 'eth.young', 'eth.dormant', 'eth.range-bound'];
/** Other unattributed addresses the customers pay and are paid by. */
const PEER_KEYS = ['eth.pays-young', 'eth.aggregate'];
/** Attributed risky entities that now and then pay a customer: Marlo Vance (Sanctions), the Bluefin thief, phishing. */
const RISKY_KEYS = ['eth.sanctioned-person', 'eth.hacker', 'eth.phishing'];
/** Every this many blocks, one transfer comes from a risky entity: often enough to watch, rare enough to read. */
const RISKY_EVERY = 3;

export type DemoAdvanceBlock = {
  blockNumber: number;
  transactions: TransactionInput[];
  /** The block's transfer from a risky entity to a customer, when it has one. */
  risky: { from: string; to: string; hash: string } | null;
};

export type DemoAdvance =
  | { written: true; block: DemoAdvanceBlock }
  /** Not the demo's chain (a provider syncs it), or the last block is younger than the interval. */
  | { written: false; waitSeconds: number };

/**
 * One new block of the demo world's Ethereum, the same for a seed and a block number whatever the clock: a dozen to
 * two dozen small payments between existing demo addresses, and every third block a payment from a risky entity to
 * a customer. Its hashes follow from the seed and the block number, so a block written twice is stored once.
 */
export function demoAdvanceBlock(seed: string, blockNumber: number, blockTime: Date): DemoAdvanceBlock {
  const addresses = new Map(
    demoCatalogue(seed)
      .filter((o) => o.blockchain === ETHEREUM.blockchain)
      .map((o) => [o.key, o.address]),
  );
  const address = (key: string) => addresses.get(key) as string;
  const rng = new Rng(`${seed}/advance/${blockNumber}`);
  const hashOf = (index: number) =>
    `0x${createHash('sha256').update(`${seed}|advance|${blockNumber}|${index}`).digest('hex')}`;
  const payment = (index: number, from: string, to: string, amount: number): TransactionInput => ({
    hash: hashOf(index),
    blockNumber,
    blockTime,
    transfers: [
      { type: TransferType.Native, from, to, assetSymbol: ETHEREUM.native.symbol, amount: amount.toFixed(4) },
    ],
  });
  const ordinary = [...CUSTOMER_KEYS, ...PEER_KEYS];
  const transactions: TransactionInput[] = [];
  const count = rng.int(12, 24);
  for (let index = 0; index < count; index++) {
    const from = rng.pick(ordinary);
    const to = rng.pick(ordinary.filter((key) => key !== from));
    transactions.push(payment(index, address(from), address(to), rng.float(0.02, 1.5)));
  }
  let risky: DemoAdvanceBlock['risky'] = null;
  if (blockNumber % RISKY_EVERY === 0) {
    const from = address(rng.pick(RISKY_KEYS));
    const to = address(rng.pick(CUSTOMER_KEYS));
    const tx = payment(count, from, to, rng.float(2, 8));
    transactions.push(tx);
    risky = { from, to, hash: tx.hash };
  }
  return { blockNumber, transactions, risky };
}

/**
 * The demo world moves on (job demo.advance): when Ethereum is still the demo's and its last block is at least
 * `intervalSeconds` old, the next block is written through the store's normal path (transfers, address facts, the
 * sync mark) as a synced chain's would be, so the monitor follows it as it follows any new block.
 */
export async function advanceDemoWorld(
  db: Db,
  options: { seed: string; now: Date; intervalSeconds: number },
): Promise<DemoAdvance> {
  const { blockchain } = ETHEREUM;
  const sync = await db
    .selectFrom('chain_sync')
    .select(['provider', 'last_synced_block', 'last_synced_block_timestamp'])
    .where('blockchain', '=', blockchain)
    .executeTakeFirst();
  if (sync?.provider !== DEMO_PROVIDER || sync.last_synced_block === null)
    return { written: false, waitSeconds: options.intervalSeconds };
  const last = sync.last_synced_block_timestamp?.getTime() ?? 0;
  const age = (options.now.getTime() - last) / 1000;
  if (age < options.intervalSeconds)
    return { written: false, waitSeconds: Math.max(1, Math.ceil(options.intervalSeconds - age)) };
  const block = demoAdvanceBlock(options.seed, Number(sync.last_synced_block) + 1, options.now);
  const written = await writeBlocks(db, blockchain, {
    native: ETHEREUM.native,
    transactions: block.transactions,
  });
  await refreshAddressFacts(db, blockchain, [...written.addresses]);
  await markSynced(db, {
    blockchain,
    provider: DEMO_PROVIDER,
    lastBlock: block.blockNumber,
    lastBlockTime: options.now,
  });
  return { written: true, block };
}
