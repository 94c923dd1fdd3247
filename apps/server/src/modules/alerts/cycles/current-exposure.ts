import { type AlertObjectType, getChain } from '@riskscreen/shared';
import { notFound } from '../../../lib/http-errors.ts';
import {
  buildTransactionReport,
  type ExposureDeps,
  traceAddress,
  workspaceTraceSettings,
} from '../../exposure/index.ts';
import { type ScreeningSnapshot, screeningSnapshotOf } from './screening-snapshot.ts';

/**
 * The object's investigation tree and counterparty summary as a screening would find them now, traced by the
 * same builders with the workspace's current settings, without storing a screening. The customer's address only
 * decides a transaction's incoming value, not its exposure, so it is not needed here.
 */
export async function currentSnapshot(
  deps: ExposureDeps,
  workspaceId: number,
  object: { type: AlertObjectType; blockchain: number | null; identifier: string },
  now: Date,
): Promise<ScreeningSnapshot> {
  const chain = object.blockchain === null ? undefined : getChain(object.blockchain);
  if (!chain) throw notFound();
  const settings = await workspaceTraceSettings(deps.db, workspaceId);
  if (object.type === 'address') {
    const { report } = await traceAddress(deps, chain, object.identifier, { ...settings, now });
    return screeningSnapshotOf(report.exposure);
  }
  if (object.type === 'transaction') {
    const report = await buildTransactionReport(deps, chain, object.identifier, {
      ...settings,
      now,
      customerAddress: null,
    });
    return screeningSnapshotOf(report.exposure);
  }
  // Customers are not screened on their own yet, so they have no snapshot to compare.
  throw notFound();
}
