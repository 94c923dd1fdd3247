import type { Db } from '../../../db/client.ts';
import type { ActingPerson } from '../../screening/index.ts';
// The sanctions refresh's choice of person: audited as the system, on behalf of whoever screened the address last.
import { systemActor } from '../sanctions-refresh/index.ts';

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
      found = systemActor(this.db, workspaceId, screenedBy);
      found.catch(() => this.#found.delete(key));
      this.#found.set(key, found);
    }
    return found;
  }
}
