import { ProviderResponseError } from '../provider-errors.ts';
import { isCallFrame } from './call-traces.ts';
import { toHex } from './hex.ts';
import { isMethodUnsupported, type JsonRpcClient } from './json-rpc-client.ts';
import { type EvmBlock, parseBlock } from './parse-block.ts';
import {
  type CallFrame,
  callFrameSchema,
  type RpcBlock,
  type RpcUncle,
  rpcBlockSchema,
  rpcReceiptSchema,
  rpcUncleSchema,
} from './rpc-schemas.ts';

/**
 * What the node turned out to offer, learnt on the first blocks and kept for the rest of the sync:
 * eth_getBlockReceipts (one call per block instead of one per transaction) and callTracer traces.
 */
export type NodeCapabilities = {
  blockReceipts: boolean | null;
  traces: 'block' | 'transaction' | 'none' | null;
};

const learnt = new Map<string, NodeCapabilities>();

/** Capabilities of the node at `url`, remembered for the process: probing tracers costs a replay on some nodes. */
export function capabilitiesOf(url: string): NodeCapabilities {
  let capabilities = learnt.get(url);
  if (!capabilities) {
    capabilities = { blockReceipts: null, traces: null };
    learnt.set(url, capabilities);
  }
  return capabilities;
}

/** Blocks `numbers` with full transactions, their receipts and (when the node has a call tracer) internal calls. */
export async function fetchBlocks(
  client: JsonRpcClient,
  numbers: readonly number[],
  capabilities: NodeCapabilities,
): Promise<EvmBlock[]> {
  const rawBlocks = await client.batchResults(
    numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [toHex(n), true] })),
  );
  const blocks = rawBlocks.map((raw, i) => {
    if (raw === null) throw new ProviderResponseError(`The EVM node does not have block ${numbers[i]}`);
    const parsed = rpcBlockSchema.safeParse(raw);
    if (!parsed.success) {
      throw new ProviderResponseError(
        `Block ${numbers[i]} from the EVM node is malformed: ${parsed.error.message}`,
      );
    }
    return parsed.data;
  });
  const receipts = await fetchReceipts(client, blocks, capabilities);
  const traces = await fetchTraces(client, blocks, capabilities);
  const uncles = await fetchUncles(client, blocks);
  return blocks.map((block) => parseBlock(block, receipts, traces, uncles.get(block.hash) ?? []));
}

/** The ommer headers of the blocks that include any (proof-of-work chains), keyed by the including block's hash. */
async function fetchUncles(client: JsonRpcClient, blocks: readonly RpcBlock[]) {
  const wanted = blocks.flatMap((b) => (b.uncles ?? []).map((_hash, i) => ({ block: b, index: i })));
  const uncles = new Map<string, RpcUncle[]>();
  if (wanted.length === 0) return uncles;
  const answers = await client.batchResults(
    wanted.map(({ block, index }) => ({
      method: 'eth_getUncleByBlockNumberAndIndex',
      params: [block.number, toHex(index)],
    })),
  );
  answers.forEach((raw, i) => {
    const { block } = wanted[i]!;
    const parsed = rpcUncleSchema.safeParse(raw);
    if (!parsed.success) {
      throw new ProviderResponseError(
        `Uncle ${wanted[i]!.index} of block ${block.number} is missing or malformed`,
      );
    }
    const list = uncles.get(block.hash) ?? [];
    list.push(parsed.data);
    uncles.set(block.hash, list);
  });
  return uncles;
}

async function fetchReceipts(
  client: JsonRpcClient,
  blocks: readonly RpcBlock[],
  capabilities: NodeCapabilities,
) {
  const receipts = new Map<string, ReturnType<typeof rpcReceiptSchema.parse>>();
  const withTxs = blocks.filter((b) => b.transactions.length > 0);
  if (withTxs.length === 0) return receipts;
  const add = (raw: unknown) => {
    const parsed = rpcReceiptSchema.safeParse(raw);
    if (!parsed.success)
      throw new ProviderResponseError(`Malformed receipt from the EVM node: ${parsed.error.message}`);
    receipts.set(parsed.data.transactionHash.toLowerCase(), parsed.data);
  };
  if (capabilities.blockReceipts !== false) {
    const outcomes = await client.batch(
      withTxs.map((b) => ({ method: 'eth_getBlockReceipts', params: [b.number] })),
    );
    const unsupported = outcomes.some((o) => !o.ok && isMethodUnsupported(o));
    if (!unsupported && outcomes.every((o) => o.ok && Array.isArray(o.result))) {
      capabilities.blockReceipts = true;
      for (const outcome of outcomes) if (outcome.ok) for (const raw of outcome.result as unknown[]) add(raw);
      return receipts;
    }
    if (unsupported) capabilities.blockReceipts = false;
  }
  const hashes = withTxs.flatMap((b) => b.transactions.map((t) => t.hash));
  const answers = await client.batchResults(
    hashes.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })),
  );
  for (const raw of answers) if (raw !== null) add(raw);
  return receipts;
}

const CALL_TRACER = { tracer: 'callTracer' };

/**
 * Call traces: debug_traceBlockByNumber (geth, erigon, reth), else debug_traceTransaction per transaction, else none.
 * Nodes without callTracer either reject the method or answer with struct logs (ganache): both mean "no traces",
 * and the sync goes on without internal transfers.
 */
async function fetchTraces(
  client: JsonRpcClient,
  blocks: readonly RpcBlock[],
  capabilities: NodeCapabilities,
): Promise<Map<string, CallFrame> | undefined> {
  const withTxs = blocks.filter((b) => b.transactions.length > 0);
  if (capabilities.traces === 'none' || withTxs.length === 0) return undefined;
  const traces = new Map<string, CallFrame>();
  if (capabilities.traces === null || capabilities.traces === 'block') {
    const outcomes = await client.batch(
      withTxs.map((b) => ({ method: 'debug_traceBlockByNumber', params: [b.number, CALL_TRACER] })),
    );
    const usable = outcomes.every((o) => o.ok && Array.isArray(o.result));
    if (usable) {
      capabilities.traces = 'block';
      withTxs.forEach((block, i) => {
        const outcome = outcomes[i];
        const list = outcome?.ok ? (outcome.result as { result?: unknown; txHash?: string }[]) : [];
        block.transactions.forEach((tx, k) => {
          const frame = list[k]?.result;
          if (isCallFrame(frame)) traces.set(tx.hash.toLowerCase(), callFrameSchema.parse(frame));
        });
      });
      return traces;
    }
    if (capabilities.traces === 'block')
      throw new ProviderResponseError('debug_traceBlockByNumber stopped working');
  }
  const hashes = withTxs.flatMap((b) => b.transactions.map((t) => t.hash.toLowerCase()));
  if (capabilities.traces === null) {
    // Probe with one transaction: a node without the tracer can answer with megabytes of struct logs.
    const [probe] = await client.batch([
      { method: 'debug_traceTransaction', params: [hashes[0], CALL_TRACER] },
    ]);
    if (!probe?.ok || !isCallFrame(probe.result)) {
      capabilities.traces = 'none';
      return undefined;
    }
  }
  const outcomes = await client.batch(
    hashes.map((hash) => ({ method: 'debug_traceTransaction', params: [hash, CALL_TRACER] })),
  );
  if (!outcomes.every((o) => o.ok && isCallFrame(o.result))) {
    if (capabilities.traces === 'transaction') {
      throw new ProviderResponseError('debug_traceTransaction stopped answering with call frames');
    }
    capabilities.traces = 'none';
    return undefined;
  }
  capabilities.traces = 'transaction';
  hashes.forEach((hash, i) => {
    const outcome = outcomes[i];
    if (outcome?.ok) traces.set(hash, callFrameSchema.parse(outcome.result));
  });
  return traces;
}
