import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { build } from 'vite';

/** The web app's root (where vite.config.ts and index.html are). */
export const WEB_ROOT = resolve(import.meta.dirname, '../..');

export type Chunks = ReadonlyMap<string, Rolldown.OutputChunk>;

let built: Promise<Chunks> | undefined;

/**
 * A real production build held in memory, as the browser would fetch it: chunks by file name. Built once per
 * test worker (the build tests share it).
 */
export function productionChunks(): Promise<Chunks> {
  built ??= buildForProduction();
  return built;
}

async function buildForProduction(): Promise<Chunks> {
  // Vitest sets NODE_ENV to 'test', and Vite would then build React's development code (JSX dev runtime, warnings).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({ root: WEB_ROOT, logLevel: 'silent', build: { write: false } });
    const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
    return new Map(
      output.output
        .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
        .map((chunk) => [chunk.fileName, chunk]),
    );
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** The chunk and every chunk it imports statically: what the browser fetches before running it. */
export function withStaticImports(chunks: Chunks, start: Rolldown.OutputChunk): Rolldown.OutputChunk[] {
  const seen = new Set<string>();
  const todo = [start.fileName];
  while (todo.length > 0) {
    const name = todo.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    todo.push(...(chunks.get(name)?.imports ?? []));
  }
  return [...seen].flatMap((name) => chunks.get(name) ?? []);
}
