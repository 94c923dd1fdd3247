import {
  addressTransactionsExportQuery,
  addressTransactionsOffsetQuery,
  addressTransactionsPage,
} from '../schemas/address-activity.ts';
import { recordIdParams } from '../schemas/common.ts';
import { downloadQueued } from '../schemas/downloads.ts';
import { defineEndpoint } from './define.ts';
import { addressTransactionEndpoints } from './screened-objects.ts';

const tags = ['addresses'];
const ONE = '/risk/api/v4/addresses/:id/';
const params = recordIdParams;

const byDirection = <const D extends 'incoming' | 'outgoing'>(direction: D) =>
  defineEndpoint({
    method: 'GET',
    path: `${ONE}${direction}-transactions/`,
    summary: `List the screened address's ${direction} transactions`,
    params,
    query: addressTransactionsOffsetQuery,
    response: addressTransactionsPage,
    tags,
  });

const exportByDirection = <const D extends 'incoming' | 'outgoing'>(direction: D) =>
  defineEndpoint({
    method: 'GET',
    path: `${ONE}${direction}-transactions/export/`,
    summary: `Queue a CSV export of the screened address's ${direction} transactions`,
    params,
    query: addressTransactionsExportQuery,
    response: downloadQueued,
    tags,
  });

/** Live chain activity of a screened address: token summary and transactions, with their CSV exports. */
export const addressActivityEndpoints = {
  ...addressTransactionEndpoints({ one: ONE, params, subject: 'the screened address', tags }),
  /** The specification names both paths for the table's CSV (direct-export/ is the one previews have too). */
  transactionsExport: defineEndpoint({
    method: 'GET',
    path: `${ONE}transactions/export/`,
    summary: "Queue a CSV export of the screened address's transactions",
    params,
    query: addressTransactionsExportQuery,
    response: downloadQueued,
    tags,
  }),
  /** Received or sent transactions, offset paging. */
  transactionsByDirection: { incoming: byDirection('incoming'), outgoing: byDirection('outgoing') },
  transactionsByDirectionExport: {
    incoming: exportByDirection('incoming'),
    outgoing: exportByDirection('outgoing'),
  },
};
