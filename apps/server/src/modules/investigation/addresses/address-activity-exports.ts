import { endpoints } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { type ExportProducer, exportPathParam, queryExport } from '../../platform/index.ts';
import { findLiveRow } from '../../screening/index.ts';
import { activityCsvFile } from './activity-handlers.ts';
import type { ActivityTarget } from './address-activity.repo.ts';

export const ADDRESS_ACTIVITY_EXPORTS = {
  all: 'addresses.transactions',
  incoming: 'addresses.incoming-transactions',
  outgoing: 'addresses.outgoing-transactions',
} as const;

/** The screened address of the workspace whose chain activity is read, or null. */
export async function liveAddress(db: Db, workspaceId: number, id: number): Promise<ActivityTarget | null> {
  const row = await findLiveRow(db, 'address', workspaceId, id);
  return row ? { blockchain: row.blockchain, address: row.identifier, now: new Date() } : null;
}

const gone = () => new HttpError(404, 'The address is no longer screened in this workspace.', 'not_found');

/** A screened address's transactions (all, received or sent) as CSV: the queued exports of its tables. */
export const addressActivityExports: ExportProducer[] = [
  queryExport(
    ADDRESS_ACTIVITY_EXPORTS.all,
    endpoints.addresses.transactionsExport.query,
    async ({ db }, request, query) => {
      const target = await liveAddress(
        db,
        request.workspaceId,
        Number(exportPathParam(request.params, 'id')),
      );
      if (!target) throw gone();
      return activityCsvFile(db, target, query, { fileName: 'transactions' });
    },
  ),
  ...(['incoming', 'outgoing'] as const).map((type) =>
    queryExport(
      ADDRESS_ACTIVITY_EXPORTS[type],
      endpoints.addresses.transactionsByDirectionExport[type].query,
      async ({ db }, request, query) => {
        const target = await liveAddress(
          db,
          request.workspaceId,
          Number(exportPathParam(request.params, 'id')),
        );
        if (!target) throw gone();
        return activityCsvFile(db, target, query, {
          direction: type === 'incoming' ? 1 : -1,
          fileName: `${type}-transactions`,
        });
      },
    ),
  ),
];
