import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_AREAS, SERVER_AREAS } from './module-areas.ts';

/**
 * The server's boundaries (docs/ARCHITECTURE.md): src/modules holds the domain areas, each reached from outside
 * only through its index.ts; an area imports only the areas it declares, and the declared graph has no cycle; inside
 * an area its parts (sub-folders) are reached through their own index.ts and stand on layers. A failure names the
 * file and the import that broke the rule.
 */
const SERVER = resolve(import.meta.dirname, '..');
const MODULES = join(SERVER, 'src/modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The relative modules a file imports, resolved to absolute paths (static, dynamic and re-exports). */
function importsOf(file: string): string[] {
  return namedImportsOf(file).map((i) => i.target);
}

/** Each relative import of a file with the names it takes (null: all of them, or unknown). */
function namedImportsOf(file: string): { target: string; names: string[] | null }[] {
  const source = readFileSync(file, 'utf8');
  const named = [
    ...source.matchAll(/\b(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s+['"](\.{1,2}\/[^'"]+)['"]/g),
  ].map((m) => ({ spec: m[2] as string, names: namesIn(m[1] as string) }));
  const seen = new Set(named.map((n) => n.spec));
  const whole = [
    ...source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
    ...source.matchAll(/^import\s+['"](\.{1,2}\/[^'"]+)['"]/gm),
  ]
    .map((m) => m[1] as string)
    .filter((spec) => !seen.has(spec))
    .map((spec) => ({ spec, names: null }));
  return [...named, ...whole].map(({ spec, names }) => ({ target: resolve(dirname(file), spec), names }));
}

/** The names of an import or export list: `a, type B, c as d` gives a, B, c. */
function namesIn(list: string): string[] {
  return list
    .split(',')
    .map(
      (n) =>
        n
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] as string,
    )
    .filter((n) => n.length > 0);
}

/** Which part of an area hands on each name of the area's face (read from the parts' own index.ts). */
function facePartsOf(area: string): Map<string, string> {
  const byName = new Map<string, string>();
  for (const part of Object.keys(SERVER_AREAS[area]?.parts ?? {})) {
    const face = join(MODULES, area, part, 'index.ts');
    if (!existsSync(face)) continue;
    const source = readFileSync(face, 'utf8');
    for (const m of source.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g)) {
      for (const name of namesIn(m[1] as string)) byName.set(name.split(/\s+as\s+/).at(-1) as string, part);
    }
    for (const m of source.matchAll(
      /\bexport\s+(?:async\s+)?(?:function|const|class|type|interface)\s+(\w+)/g,
    )) {
      byName.set(m[1] as string, part);
    }
  }
  return byName;
}

type Place = { area: string; part: string | null };

/** The area and part a path belongs to, or null outside src/modules' areas (the composition root included). */
function placeOf(path: string): Place | null {
  const parts = relative(MODULES, path).split(sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  const area = parts[0] as string;
  const plan = SERVER_AREAS[area];
  const part = plan?.parts && parts.length > 2 ? (parts[1] as string) : null;
  return { area, part };
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Test helpers an area offers other areas' tests (demo lookups, shared data paths). */
const isTestSupport = (file: string) => /test-support\.ts$/.test(file);

const files = ['src', 'test', 'bench'].flatMap((dir) => sourceFiles(join(SERVER, dir)));
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const areaNames = folders(MODULES);

describe('server areas', () => {
  it(`has at most ${MAX_AREAS} areas, each declared with its parts`, () => {
    expect(areaNames.length).toBeLessThanOrEqual(MAX_AREAS);
    expect(
      areaNames.filter((a) => !SERVER_AREAS[a]),
      'declare these areas in test/module-areas.ts',
    ).toEqual([]);
    const undeclared = areaNames.flatMap((area) => {
      const parts = SERVER_AREAS[area]?.parts;
      if (!parts) return [];
      return folders(join(MODULES, area))
        .filter((part) => parts[part] === undefined)
        .map((part) => `${area}/${part}`);
    });
    expect(undeclared, 'place these parts on a layer in test/module-areas.ts').toEqual([]);
    for (const area of areaNames)
      expect(existsSync(join(MODULES, area, 'index.ts')), `${area}/index.ts`).toBe(true);
  });

  it('reaches another area only through its index.ts, and another part only through the part’s index.ts', () => {
    const offences: string[] = [];
    for (const file of files) {
      const own = placeOf(file);
      for (const target of importsOf(file)) {
        const other = placeOf(target);
        if (!other) continue;
        if (isTest(file) && isTestSupport(target)) continue;
        const face =
          own?.area === other.area
            ? other.part === null ||
              other.part === own.part ||
              target === join(MODULES, other.area, other.part, 'index.ts')
            : target === join(MODULES, other.area, 'index.ts');
        if (!face) offences.push(`${relative(SERVER, file)} imports ${relative(SERVER, target)}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('imports only the areas it declares, and the declared graph has no cycle', () => {
    const offences: string[] = [];
    for (const file of files.filter((f) => !isTest(f) && !isTestSupport(f))) {
      const own = placeOf(file);
      if (!own) continue;
      for (const target of importsOf(file)) {
        const other = placeOf(target);
        if (!other || other.area === own.area) continue;
        if (!SERVER_AREAS[own.area]?.uses.includes(other.area))
          offences.push(`${own.area} imports ${other.area} in ${relative(SERVER, file)}`);
      }
    }
    expect(offences).toEqual([]);
    const declared = new Map(Object.entries(SERVER_AREAS).map(([a, plan]) => [a, new Set(plan.uses)]));
    expect(cyclesOf(declared)).toEqual([]);
  });

  it('keeps each area’s parts on their layers', () => {
    const offences: string[] = [];
    for (const file of files.filter((f) => !isTest(f))) {
      const own = placeOf(file);
      if (!own?.part) continue;
      const layers = SERVER_AREAS[own.area]?.parts ?? {};
      for (const target of importsOf(file)) {
        const other = placeOf(target);
        if (!other?.part || other.area !== own.area || other.part === own.part) continue;
        const [from, to] = [layers[own.part] ?? 0, layers[other.part] ?? 0];
        if (to > from)
          offences.push(`${own.area}/${own.part} (layer ${from}) imports ${other.part} (layer ${to})`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('has no import cycle between parts or the folders beside them', () => {
    // Units: each part (or one-part area), and each top-level folder or file of src (db, lib, chain, plugins…). An
    // import of an area's face counts as an import of the parts that hand on the names it takes.
    const unitOf = (path: string) => {
      const place = placeOf(path);
      if (place) return place.part ? `${place.area}/${place.part}` : place.area;
      const parts = relative(join(SERVER, 'src'), path).split(sep);
      return parts[0] === '..' ? null : (parts[0] as string);
    };
    const faces = new Map(areaNames.map((area) => [area, facePartsOf(area)]));
    const unitsOf = (target: string, names: string[] | null): string[] => {
      const place = placeOf(target);
      const plan = place && SERVER_AREAS[place.area];
      if (!place || !plan?.parts || place.part || target !== join(MODULES, place.area, 'index.ts')) {
        const unit = unitOf(target);
        return unit ? [unit] : [];
      }
      const byName = faces.get(place.area) ?? new Map<string, string>();
      const parts = names?.map((name) => byName.get(name)) ?? [];
      if (names === null || parts.some((part) => part === undefined)) {
        return Object.keys(plan.parts).map((part) => `${place.area}/${part}`);
      }
      return [...new Set(parts)].map((part) => `${place.area}/${part}`);
    };
    const edges = new Map<string, Set<string>>();
    for (const file of files.filter((f) => !isTest(f) && !isTestSupport(f))) {
      const from = unitOf(file);
      if (!from || /^src\/modules\/[^/]+\/index\.ts$/.test(relative(SERVER, file))) continue;
      for (const { target, names } of namedImportsOf(file)) {
        for (const to of unitsOf(target, names)) {
          if (to === from) continue;
          if (!edges.has(from)) edges.set(from, new Set());
          edges.get(from)?.add(to);
        }
      }
    }
    expect(cyclesOf(edges)).toEqual([]);
  });

  it('lets the screening commit import at most three other areas', () => {
    const commit = join(MODULES, 'screening/screenings/commit-screening.ts');
    const others = new Set(
      importsOf(commit)
        .map(placeOf)
        .filter((p): p is Place => p !== null && p.area !== 'screening')
        .map((p) => p.area),
    );
    expect([...others].length, [...others].join(', ')).toBeLessThanOrEqual(3);
  });
});

/** Strongly connected components with more than one unit (Tarjan), each listed in order. */
function cyclesOf(edges: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}
