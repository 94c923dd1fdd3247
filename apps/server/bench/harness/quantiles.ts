/**
 * Sorts `values` ascending (in place: a bench may read its maximum after) and returns their q-quantile as the
 * benches report it: the value at ⌊q·n⌋, the last one for q near 1; `empty` when there are no values.
 */
export function quantiles(values: number[], empty = Number.NaN): (q: number) => number {
  values.sort((a, b) => a - b);
  return (q) => values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? empty;
}

/** Times `runs` calls one after the other, after `warmUp` untimed ones: the milliseconds of each timed call. */
export async function timeCalls(
  { warmUp, runs }: { warmUp: number; runs: number },
  call: (i: number) => Promise<unknown>,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  return times;
}
