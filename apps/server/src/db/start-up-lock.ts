import { sql } from 'kysely';
import type { DbHandle } from './client.ts';

/** Key of the session-level advisory lock that servers starting on one PostgreSQL database take in turn. */
const START_UP_LOCK_KEY = 0x7273_0034;

/**
 * Serialises the start-up work of processes sharing one PostgreSQL database (migrations, demo seeding): each holds
 * a session-level advisory lock on a connection of its own until it releases it, so a second process finds the
 * first one's work done. The embedded database is opened by one process only, so there it is a no-op.
 */
export async function startUpLock(handle: DbHandle): Promise<{ release(): Promise<void> }> {
  if (handle.kind !== 'postgres') return { release: async () => {} };
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let taken: () => void = () => {};
  const isTaken = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const held = handle.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${START_UP_LOCK_KEY})`.execute(connection);
    taken();
    try {
      await released;
    } finally {
      await sql`SELECT pg_advisory_unlock(${START_UP_LOCK_KEY})`.execute(connection);
    }
  });
  await Promise.race([isTaken, held]);
  return {
    release: async () => {
      release();
      await held;
    },
  };
}
