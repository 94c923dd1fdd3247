import type { PGlite } from '@electric-sql/pglite';

type Tally = { count: number; ms: number; bytes?: number };

/**
 * Where an embedded database's time goes (BENCH_PROFILE=1): every statement the engine runs is timed, grouped by
 * its text with literal lists folded, and the heaviest groups printed. A bench's own figure is then explained by
 * statements, not guessed at.
 */
export function profileStatements(pglite: PGlite): { print(top?: number): void } {
  const tallies = new Map<string, Tally>();
  const timed =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      try {
        return await run(...args);
      } finally {
        const key = shapeOf(String(args[0]));
        const tally = tallies.get(key) ?? { count: 0, ms: 0 };
        tally.count += 1;
        tally.ms += performance.now() - started;
        tallies.set(key, tally);
      }
    };
  pglite.query = timed(pglite.query.bind(pglite)) as PGlite['query'];
  pglite.exec = timed(pglite.exec.bind(pglite)) as PGlite['exec'];
  // Inside a transaction the driver runs its statements on the transaction's own object.
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      tx.query = timed(tx.query.bind(tx)) as typeof tx.query;
      tx.exec = timed(tx.exec.bind(tx)) as typeof tx.exec;
      return callback(tx);
    })) as PGlite['transaction'];
  return { print: (top = 25) => printTallies(tallies, top, '') };
}

/** A statement's text with whitespace and repeated parameter lists folded, so that its runs group together. */
function shapeOf(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\$\d+/g, '$')
    .replace(/(\(\$(, ?\$)*\)(::\w+(\[\])?)?)(, ?\(\$(, ?\$)*\)(::\w+(\[\])?)?)+/g, '($…)…')
    .replace(/\$(, ?\$)+/g, '$…')
    .trim();
}

/**
 * The same tally for a PostgreSQL server (BENCH_PROFILE=1): every query the driver sends, timed from sending to its
 * answer (the round trip included, which is what a screening waits for).
 */
export function profilePgStatements(client: { prototype: { query: (...args: never[]) => unknown } }): {
  print(top?: number): void;
} {
  const tallies = new Map<string, Tally>();
  const query = client.prototype.query;
  client.prototype.query = function timed(this: unknown, ...args: never[]) {
    const started = performance.now();
    const first = args[0] as unknown;
    const text = typeof first === 'string' ? first : String((first as { text?: string })?.text ?? '');
    const result = query.apply(this, args);
    const values = (first as { values?: unknown[] })?.values ?? (args[1] as unknown as unknown[] | undefined);
    const bytes = Array.isArray(values)
      ? values.reduce<number>((sum, v) => sum + (v == null ? 0 : String(v).length), 0)
      : 0;
    const done = () => {
      const key = shapeOf(text);
      const tally = tallies.get(key) ?? { count: 0, ms: 0, bytes: 0 };
      tally.count += 1;
      tally.ms += performance.now() - started;
      tally.bytes = (tally.bytes ?? 0) + bytes;
      tallies.set(key, tally);
    };
    if (result instanceof Promise) result.then(done, done);
    return result;
  } as typeof query;
  return {
    print(top = 25) {
      client.prototype.query = query;
      printTallies(tallies, top, ' (round trips included)');
    },
  };
}

/** The heaviest statement shapes first: total time, count, time and parameter kilobytes per run, the text. */
function printTallies(tallies: ReadonlyMap<string, Tally>, top: number, note: string): void {
  const rows = [...tallies.entries()].sort((a, b) => b[1].ms - a[1].ms);
  const total = rows.reduce((sum, [, t]) => sum + t.ms, 0);
  const count = rows.reduce((sum, [, t]) => sum + t.count, 0);
  console.log(`statements: ${count} in ${(total / 1000).toFixed(1)} s${note}`);
  for (const [text, t] of rows.slice(0, top)) {
    const kB = t.bytes === undefined ? '' : ` ${(t.bytes / t.count / 1000).toFixed(1).padStart(6)} kB`;
    console.log(
      `${(t.ms / 1000).toFixed(2).padStart(7)} s ${String(t.count).padStart(7)}× ` +
        `${(t.ms / t.count).toFixed(2).padStart(6)} ms${kB}  ${text.slice(0, 140)}`,
    );
  }
}
