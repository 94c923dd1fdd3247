import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Chunks, productionChunks, WEB_ROOT, withStaticImports } from '../../test/production-build.ts';

/**
 * The list routes load on their own: a real production build, then the static import graph of each list route's
 * chunk (what the browser fetches when the route opens) must hold no chart or graph library. A list that imports
 * another feature's barrel (the policies screens with their charts) fails here.
 */
const HEAVY = /node_modules\/(recharts|d3-[a-z-]+|victory-vendor|force-graph|react-force-graph-2d|kapsule)\//;
const LIST_ROUTES = [
  'src/app/routes/addresses.tsx',
  'src/app/routes/transactions.tsx',
  'src/app/routes/alerts.tsx',
];

let chunks: Chunks;

beforeAll(async () => {
  chunks = await productionChunks();
}, 120_000);

/** Every module the route's chunk brings with it through static imports. */
function modulesOf(route: string): string[] {
  const start = [...chunks.values()].find((c) => c.facadeModuleId === resolve(WEB_ROOT, route));
  if (!start) throw new Error(`no chunk for ${route}`);
  return withStaticImports(chunks, start).flatMap((chunk) => chunk.moduleIds);
}

describe('list route chunks', () => {
  it.each(LIST_ROUTES)('%s loads no chart or graph library', (route) => {
    const modules = modulesOf(route);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((id) => HEAVY.test(id))).toEqual([]);
  });

  it('the check sees a chart library where one is loaded (the policy screens)', () => {
    expect(modulesOf('src/app/routes/settings-policies.tsx').some((id) => HEAVY.test(id))).toBe(true);
  });
});
