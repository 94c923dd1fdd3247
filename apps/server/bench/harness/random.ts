/** Small fast deterministic PRNG (mulberry32), so every run measures (and seeds) the same world. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
