import type { Db } from '../../../db/client.ts';
import { type ActingPerson, actingPeopleOf, actingPerson } from '../../screening/index.ts';

/**
 * Who the custody service's screenings are made as: the server itself ('system', as the audit log shows it), on
 * behalf of an active admin of the workspace (the live row and the usage keep a person), else an active
 * organisation admin, else any active user of the organisation. Undefined when none is left.
 */
export async function custodyActor(db: Db, workspaceId: number): Promise<ActingPerson | undefined> {
  const row = await actingPeopleOf(db, workspaceId)
    .leftJoin('memberships as m', (join) =>
      join.onRef('m.user_id', '=', 'u.id').onRef('m.workspace_id', '=', 'w.id').on('m.is_active', '=', true),
    )
    .where('u.is_active', '=', true)
    .orderBy((eb) => eb('m.role', '=', 1), 'desc')
    .orderBy('u.is_organization_admin', 'desc')
    .orderBy('u.id')
    .limit(1)
    .executeTakeFirst();
  return row && actingPerson(row, 'system');
}
