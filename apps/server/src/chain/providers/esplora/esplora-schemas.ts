import { z } from 'zod';

/**
 * The Esplora REST API's transaction JSON (Blockstream electrs / mempool.space), the fields the provider reads.
 * Values are integers in satoshis. Outputs without a standard address (P2PK, bare multisig, OP_RETURN) carry no
 * `scriptpubkey_address`.
 */
const output = z.object({
  scriptpubkey: z.string(),
  scriptpubkey_type: z.string().optional(),
  scriptpubkey_address: z.string().optional(),
  value: z.number().int().nonnegative(),
});
export type EsploraOutput = z.infer<typeof output>;

export const esploraTxSchema = z.object({
  txid: z.string().regex(/^[0-9a-f]{64}$/),
  vin: z.array(
    z.object({
      txid: z.string(),
      vout: z.number().int(),
      is_coinbase: z.boolean(),
      prevout: output.nullable().optional(),
    }),
  ),
  vout: z.array(output),
  fee: z.number().int().nonnegative().optional(),
  status: z.object({
    confirmed: z.boolean(),
    block_height: z.number().int().optional(),
    block_time: z.number().int().optional(),
  }),
});
export type EsploraTx = z.infer<typeof esploraTxSchema>;

export const esploraBlockSchema = z.object({
  id: z.string(),
  height: z.number().int(),
  timestamp: z.number().int(),
  tx_count: z.number().int().nonnegative(),
});
export type EsploraBlock = z.infer<typeof esploraBlockSchema>;

export const esploraAddressSchema = z.object({
  address: z.string(),
  chain_stats: z.object({
    funded_txo_sum: z.number().int(),
    spent_txo_sum: z.number().int(),
    tx_count: z.number().int(),
  }),
});
