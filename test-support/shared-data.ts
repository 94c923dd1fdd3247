import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The real public data the tests read (sanctions lists, labels, chain samples), kept outside the repository and
 * never copied into it. It sits in `shared/data` beside the repository (`../shared/data`); a clone elsewhere finds
 * it through SHARED_DATA_DIR, or in a `shared/data` folder of any parent of the clone, or at /work/shared/data.
 */
function findSharedData(): string {
  const fromEnv = process.env.SHARED_DATA_DIR;
  if (fromEnv) return resolve(fromEnv);
  const repo = resolve(import.meta.dirname, '..');
  const candidates: string[] = [];
  for (let dir = dirname(repo); ; dir = dirname(dir)) {
    candidates.push(join(dir, 'shared', 'data'));
    if (dirname(dir) === dir) break;
  }
  candidates.push('/work/shared/data');
  const found = candidates.find((c) => existsSync(c));
  if (!found) {
    throw new Error(
      `The test data folder shared/data was not found (looked in ${candidates.join(', ')}); set SHARED_DATA_DIR.`,
    );
  }
  return found;
}

export const SHARED_DATA = findSharedData();

/** A path inside the shared data folder. */
export function sharedData(...parts: string[]): string {
  return join(SHARED_DATA, ...parts);
}
