import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The embedded database (PGlite) can be opened by one process at a time: two processes writing the same folder
 * corrupt it. Whoever opens it (the server or a CLI command) first takes this lock: a file in DATA_DIR created
 * atomically (O_CREAT | O_EXCL) that holds the owner's pid. A lock whose pid is dead (a killed process) is stale
 * and taken over; only the owner ever removes it. Not used on PostgreSQL (DATABASE_URL), which has its own locking.
 */
export const LOCK_FILE = 'embedded-db.lock';
/** A lock being taken over (stale owner): held for the instant of the takeover, so two takers cannot both win. */
const TAKEOVER_FILE = 'embedded-db.lock.takeover';
/** A lock file with no readable content yet is being written by its creator: held, unless older than this. */
const UNREADABLE_GRACE_MS = 10_000;

type LockContent = { pid: number; holder: string; token: string };

/** Tokens of the locks this process holds (a second open in the same process must not take its own lock over). */
const heldTokens = new Set<string>();

export class EmbeddedDatabaseInUseError extends Error {
  override readonly name = 'EmbeddedDatabaseInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
    readonly holder: string,
  ) {
    const who = pid === null ? `another process (${holder})` : `process ${pid} (${holder})`;
    super(
      `The embedded database in ${dataDir} is in use by ${who}. ` +
        'Stop it first, or run both on PostgreSQL with DATABASE_URL.',
    );
  }
}

export type EmbeddedLock = {
  file: string;
  /** Remove the lock if this process still owns it (idempotent). */
  release(): void;
};

/**
 * Take the lock of the embedded database in `dataDir` for this process; `holder` says who holds it in the message
 * another process gets ("the server", "the command import-labels"). Throws EmbeddedDatabaseInUseError when a live
 * process holds it. Released on release() or when the process exits.
 */
export function lockEmbeddedDatabase(dataDir: string, holder: string): EmbeddedLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = resolve(dataDir, LOCK_FILE);
  const mine: LockContent = { pid: process.pid, holder, token: randomBytes(12).toString('hex') };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(file, mine)) return ownedLock(file, mine);
    const current = readLock(file);
    if (current === 'missing') continue;
    if (current === 'unreadable') {
      if (ageMs(file) < UNREADABLE_GRACE_MS) throw new EmbeddedDatabaseInUseError(dataDir, null, 'starting');
      takeOver(dataDir, file, null);
      continue;
    }
    if (heldTokens.has(current.token) || isAlive(current.pid))
      throw new EmbeddedDatabaseInUseError(dataDir, current.pid, current.holder);
    takeOver(dataDir, file, current.token);
  }
  throw new EmbeddedDatabaseInUseError(dataDir, null, 'contended');
}

/** The current holder of the lock, or null when the database is free (stale locks count as free). */
export function embeddedDatabaseHolder(dataDir: string): { pid: number; holder: string } | null {
  const current = readLock(resolve(dataDir, LOCK_FILE));
  if (current === 'missing' || current === 'unreadable') return null;
  if (!heldTokens.has(current.token) && !isAlive(current.pid)) return null;
  return { pid: current.pid, holder: current.holder };
}

function ownedLock(file: string, mine: LockContent): EmbeddedLock {
  let released = false;
  heldTokens.add(mine.token);
  const release = () => {
    if (released) return;
    released = true;
    heldTokens.delete(mine.token);
    process.off('exit', release);
    const current = readLock(file);
    // Only the owner removes it: a lock that is no longer ours (taken over after we were presumed dead) stays.
    if (typeof current === 'object' && current.token === mine.token) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}

function createExclusive(file: string, content: LockContent): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(content)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readLock(file: string): LockContent | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const value = JSON.parse(text) as Partial<LockContent>;
    if (Number.isInteger(value.pid) && typeof value.token === 'string') {
      return { pid: value.pid as number, holder: String(value.holder ?? 'unknown'), token: value.token };
    }
  } catch {
    // A half-written file, or one this module did not write.
  }
  return 'unreadable';
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Remove a stale lock, unless someone else replaced it meanwhile. The takeover is serialised by its own O_EXCL
 * file so that two processes finding the same stale lock cannot both remove it and each create their own.
 */
function takeOver(dataDir: string, file: string, staleToken: string | null): void {
  const guard = resolve(dataDir, TAKEOVER_FILE);
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Someone else is taking over; a guard left by a taker that died is cleared after the grace period.
    if (ageMs(guard) > UNREADABLE_GRACE_MS) rmSync(guard, { force: true });
    sleepMs(50);
    return;
  }
  try {
    const current = readLock(file);
    const stillStale =
      current === 'unreadable'
        ? staleToken === null
        : typeof current === 'object' && current.token === staleToken;
    if (stillStale) rmSync(file, { force: true });
  } finally {
    closeSync(fd);
    rmSync(guard, { force: true });
  }
}

/**
 * Whether a process with this pid runs. Our own pid is never a live holder: a lock carrying it was left by an
 * earlier process that had the same pid (a container restarted with the server as pid 1).
 */
function isAlive(pid: number): boolean {
  if (pid === process.pid || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
