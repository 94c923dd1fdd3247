import type { Db } from '../../../db/client.ts';
import { type ActingPerson, actingPeopleOf, actingPerson } from '../../screening/index.ts';

/**
 * Who the monitor screens as in a workspace: audited as the system, on behalf of the person who screened the
 * address last while active, else an active organisation admin, else any active user (as the sanctions refresh).
 */
export async function monitorActor(
  db: Db,
  workspaceId: number,
  screenedBy: number | null,
): Promise<ActingPerson | undefined> {
  const row = await actingPeopleOf(db, workspaceId)
    .where('u.is_active', '=', true)
    .orderBy((eb) => eb('u.id', '=', screenedBy ?? -1), 'desc')
    .orderBy('u.is_organization_admin', 'desc')
    .orderBy('u.id')
    .limit(1)
    .executeTakeFirst();
  return row && actingPerson(row, 'system');
}

/**
 * The monitor's actors of one batch of changes, each looked up once: a block re-screens hundreds of addresses that
 * mostly share who screened them, so one query per (workspace, person) instead of one per address.
 */
export class MonitorActors {
  readonly #found = new Map<string, Promise<ActingPerson | undefined>>();

  constructor(private readonly db: Db) {}

  of(workspaceId: number, screenedBy: number | null): Promise<ActingPerson | undefined> {
    const key = `${workspaceId}:${screenedBy ?? ''}`;
    let found = this.#found.get(key);
    if (!found) {
      found = monitorActor(this.db, workspaceId, screenedBy);
      found.catch(() => this.#found.delete(key));
      this.#found.set(key, found);
    }
    return found;
  }
}
