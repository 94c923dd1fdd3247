import type { Db } from '../../../db/client.ts';
import { type ActingPerson, actingPeopleOf, actingPerson } from '../../screening/index.ts';

/** Who a re-screen is made as: the server itself (via 'system'), on behalf of a person of the workspace. */
export type SystemActor = ActingPerson;

/**
 * The system caller of a refresh's re-screen in a workspace. The audit log records it as the system; the live row
 * and the usage event keep a person's id, so it is the one who screened the object last while they are active,
 * else an active organisation admin, else any active user of the organisation. Undefined when none is left.
 */
export async function systemActor(
  db: Db,
  workspaceId: number,
  screenedBy: number | null,
): Promise<SystemActor | undefined> {
  const row = await actingPeopleOf(db, workspaceId)
    .where('u.is_active', '=', true)
    .orderBy((eb) => eb('u.id', '=', screenedBy ?? -1), 'desc')
    .orderBy('u.is_organization_admin', 'desc')
    .orderBy('u.id')
    .limit(1)
    .executeTakeFirst();
  return row && actingPerson(row, 'system');
}
