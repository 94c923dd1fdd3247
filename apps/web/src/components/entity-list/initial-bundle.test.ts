import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Chunks, productionChunks, withStaticImports } from '../../test/production-build.ts';

/**
 * The first JavaScript of the app stays within budget: the entry chunk and every chunk it imports statically,
 * gzip, kB = 1000 bytes (as the README's "Web bundle" paragraph measures it). It holds the frame around every
 * route and the router; the sign-in pages, the signed-in shell and every page load as their own chunks. What
 * usually breaks it: a module of the entry importing the shared package's index (every zod schema comes along)
 * instead of the file it needs, or a page imported statically instead of lazily.
 */
const BUDGET_KB = 200;

let chunks: Chunks;

beforeAll(async () => {
  chunks = await productionChunks();
}, 120_000);

describe('initial JavaScript', () => {
  it(`is at most ${BUDGET_KB} kB gzip`, () => {
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('no entry chunk');
    const sizes = withStaticImports(chunks, entry)
      .map((chunk) => ({ file: chunk.fileName, kB: gzipSync(chunk.code).length / 1000 }))
      .sort((a, b) => b.kB - a.kB);
    const total = sizes.reduce((sum, chunk) => sum + chunk.kB, 0);
    const largest = sizes.slice(0, 8).map((chunk) => `${chunk.file} ${chunk.kB.toFixed(1)} kB`);
    expect(
      total,
      `initial JavaScript ${total.toFixed(1)} kB; largest: ${largest.join(', ')}`,
    ).toBeLessThanOrEqual(BUDGET_KB);
  });
});
