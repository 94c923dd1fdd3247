import { seededRandom } from '../../src/lib/seeded-random.ts';

/** The benches' seeded generator: every run measures (and seeds) the same world. */
export const random = seededRandom;

/** 0 … n − 1 in a random order (Fisher–Yates, drawing from `rnd`). */
export function shuffledIndexes(n: number, rnd: () => number): Int32Array {
  const indexes = new Int32Array(n);
  for (let i = 0; i < n; i++) indexes[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const t = indexes[i]!;
    indexes[i] = indexes[j]!;
    indexes[j] = t;
  }
  return indexes;
}
