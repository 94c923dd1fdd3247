import type { z } from 'zod';
import { paged } from '../schemas/common.ts';
import { transferEntry, transferListQuery, transferRow } from '../schemas/transactions.ts';
import { defineEndpoint } from './define.ts';

const tags = ['transactions'];

/**
 * The transfer lists of one transaction under a base path (a screened transaction or a preview): inputs and
 * outputs, both summed per address, and the transfers of the external transaction, internal transactions and
 * token transfers.
 */
export function transferListsUnder<const B extends string, P extends z.ZodType>(base: B, params: P) {
  const list = <const L extends string, R extends z.ZodType>(name: L, summary: string, row: R) =>
    defineEndpoint({
      method: 'GET',
      path: `${base}${name}/`,
      summary,
      params,
      query: transferListQuery,
      response: paged(row),
      tags,
    });
  const legs = <const L extends string>(name: L, summary: string) => list(name, summary, transferEntry);
  const transfers = <const L extends string>(name: L, summary: string) => list(name, summary, transferRow);
  return {
    /** One input or output per row (UTXO), or the native transfers (account chains); or summed per address. */
    legs: {
      inputs: legs('inputs', "List a transaction's inputs"),
      outputs: legs('outputs', "List a transaction's outputs"),
      'aggregated-inputs': legs('aggregated-inputs', "List a transaction's inputs summed per address"),
      'aggregated-outputs': legs('aggregated-outputs', "List a transaction's outputs summed per address"),
    },
    transfers: {
      'external-transaction': transfers(
        'external-transaction',
        "List the transfers of a transaction's external transaction",
      ),
      'internal-transactions': transfers(
        'internal-transactions',
        "List a transaction's internal transactions",
      ),
      'token-transfers': transfers('token-transfers', "List a transaction's token transfers"),
    },
  };
}
