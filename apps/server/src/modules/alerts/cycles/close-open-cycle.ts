import type { Db } from '../../../db/client.ts';

/**
 * The alert entered a closed stage: its open cycles end now, resolved by the person who moved it and for the
 * reason given. Every re-screening that added an item opened a cycle of its own, so all of the alert's unresolved
 * cycles end together (the latest among them included); cycles resolved before are left as they were. Returns the
 * number of cycles it closed (0 when none was open).
 */
export async function closeOpenCycle(
  trx: Db,
  input: { alertId: number; at: Date; resolvedBy: number | null; reason: string | null },
): Promise<number> {
  const result = await trx
    .updateTable('alert_cycles')
    .set({ resolved_at: input.at, resolved_by: input.resolvedBy, reason: input.reason })
    .where('alert_id', '=', input.alertId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
