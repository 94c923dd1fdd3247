import { z } from 'zod';

/**
 * The parts of EVM JSON-RPC answers the provider reads. Quantities are hex strings ("0x1a"); everything else a node
 * adds is ignored. Optional fields cover older nodes and blocks: no `type` before Berlin, no `status` (but `root`)
 * before Byzantium, no `effectiveGasPrice` on some pre-London receipts, no `withdrawals` before Shanghai.
 */
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'hex string');
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'address');

export const rpcTransactionSchema = z.object({
  hash: hex,
  transactionIndex: hex,
  from: address,
  to: address.nullable().optional(),
  value: hex,
  gasPrice: hex.optional(),
  type: hex.optional(),
  input: hex.optional(),
});
export type RpcTransaction = z.infer<typeof rpcTransactionSchema>;

export const rpcWithdrawalSchema = z.object({ address, amount: hex, index: hex.optional() });

export const rpcBlockSchema = z.object({
  number: hex,
  hash: hex,
  timestamp: hex,
  miner: address.optional(),
  transactions: z.array(rpcTransactionSchema),
  withdrawals: z.array(rpcWithdrawalSchema).optional(),
  /** Hashes of the ommer (uncle) headers a proof-of-work block includes. */
  uncles: z.array(hex).optional(),
});
export type RpcBlock = z.infer<typeof rpcBlockSchema>;

/** An ommer header (eth_getUncleByBlockNumberAndIndex): who mined it, and at which height. */
export const rpcUncleSchema = z.object({ number: hex, miner: address });
export type RpcUncle = z.infer<typeof rpcUncleSchema>;

export const rpcLogSchema = z.object({
  address,
  topics: z.array(hex),
  data: hex,
  logIndex: hex,
  transactionHash: hex,
  removed: z.boolean().optional(),
});
export type RpcLog = z.infer<typeof rpcLogSchema>;

export const rpcReceiptSchema = z.object({
  transactionHash: hex,
  gasUsed: hex,
  effectiveGasPrice: hex.optional(),
  status: hex.nullable().optional(),
  contractAddress: address.nullable().optional(),
  logs: z.array(rpcLogSchema),
});
export type RpcReceipt = z.infer<typeof rpcReceiptSchema>;

/** geth's callTracer frame (debug_traceTransaction / debug_traceBlockByNumber with tracer 'callTracer'). */
export type CallFrame = {
  type: string;
  from?: string | undefined;
  to?: string | undefined;
  value?: string | undefined;
  error?: string | undefined;
  calls?: CallFrame[] | undefined;
};
export const callFrameSchema: z.ZodType<CallFrame> = z.lazy(() =>
  z.object({
    type: z.string(),
    from: z.string().optional(),
    to: z.string().optional(),
    value: z.string().optional(),
    error: z.string().optional(),
    calls: z.array(callFrameSchema).optional(),
  }),
);
