import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Owner-only modes: the embedded database, the generated secrets and the lock are nobody else's business. */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * Make DATA_DIR private to the user running the product: the folder 0700 (so nobody else can reach anything in
 * it), everything in it 0700 (folders) or 0600 (files). The embedded engine sets 0666 on the files it creates,
 * whatever the umask, so this runs again once the database is open and when it closes; a folder left readable by
 * an older version is tightened at the next start.
 */
export function makeDataDirPrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  // Iterative walk: the embedded database holds a few thousand files in nested folders.
  const pending = [dataDir];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    pending.push(...tightenPath(path));
  }
}

/**
 * Tighten one path of the walk; a folder answers the paths in it. A path gone by the time it is reached is passed
 * over: the engine removes files of its own while it runs or closes (a vanished file cannot be read by anyone).
 */
export function tightenPath(path: string): string[] {
  try {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return [];
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== PRIVATE_DIR) chmodSync(path, PRIVATE_DIR);
      return readdirSync(path).map((entry) => join(path, entry));
    }
    if ((stat.mode & 0o077) !== 0) chmodSync(path, (stat.mode & 0o700) | PRIVATE_FILE);
    return [];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
