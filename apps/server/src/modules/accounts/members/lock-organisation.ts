import type { Db } from '../../../db/client.ts';

/**
 * Lock the organisation's row for the rest of the transaction: every change of its people (invitations, disabling,
 * demoting) takes this lock first, so two of them never decide on the same stale picture (the last organisation
 * admin, an address invited twice at once).
 */
export async function lockOrganisation(trx: Db, organizationId: number) {
  return trx
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('id', '=', organizationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
