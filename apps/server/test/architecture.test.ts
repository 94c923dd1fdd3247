import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_LAYERS } from './module-layers.ts';

/**
 * The server's module boundaries (docs/ARCHITECTURE.md): every domain folder under src/modules is reached only
 * through its index.ts, the modules form layers (a module imports its own layer or lower ones), and the import
 * graph has no cycle. A failure names the file and the import that broke the rule.
 */
const SERVER = resolve(import.meta.dirname, '..');
const MODULES = join(SERVER, 'src/modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The relative modules a file imports, resolved to absolute paths (static, dynamic and re-exports). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] as string);
  return specifiers.map((s) => resolve(dirname(file), s));
}

/** The module a path belongs to (the folder right under src/modules), or null outside them. */
function moduleOf(path: string): string | null {
  const parts = relative(MODULES, path).split(sep);
  return parts[0] === '..' || parts.length < 2 ? null : (parts[0] as string);
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Test helpers a module offers other modules' tests (demo lookups, shared data paths). */
const isTestSupport = (file: string) => /test-support\.ts$/.test(file);

const files = ['src', 'test', 'bench'].flatMap((dir) => sourceFiles(join(SERVER, dir)));
const moduleNames = readdirSync(MODULES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('server module boundaries', () => {
  it('places every module in a layer', () => {
    const unplaced = moduleNames.filter((m) => MODULE_LAYERS[m] === undefined);
    expect(unplaced, 'add these modules to test/module-layers.ts').toEqual([]);
  });

  it('reaches another module only through its index.ts', () => {
    const offences: string[] = [];
    for (const file of files) {
      const own = moduleOf(file);
      for (const target of importsOf(file)) {
        const other = moduleOf(target);
        if (!other || other === own) continue;
        if (target === join(MODULES, other, 'index.ts')) continue;
        if (isTest(file) && isTestSupport(target)) continue;
        offences.push(`${relative(SERVER, file)} imports ${relative(SERVER, target)}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('imports only modules of its own layer or lower ones', () => {
    const offences: string[] = [];
    for (const file of files.filter((f) => !isTest(f))) {
      const own = moduleOf(file);
      if (!own) continue;
      for (const target of importsOf(file)) {
        const other = moduleOf(target);
        if (!other || other === own) continue;
        const [from, to] = [MODULE_LAYERS[own] ?? 0, MODULE_LAYERS[other] ?? 0];
        if (to > from)
          offences.push(`${own} (layer ${from}) imports ${other} (layer ${to}) in ${relative(SERVER, file)}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('has no import cycle between modules or the folders beside them', () => {
    // Units: each module, and each top-level folder or file of src (db, lib, chain, plugins, config.ts…).
    const unitOf = (path: string) => {
      const parts = relative(join(SERVER, 'src'), path).split(sep);
      if (parts[0] === '..') return null;
      return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : (parts[0] as string);
    };
    const edges = new Map<string, Set<string>>();
    for (const file of files.filter((f) => !isTest(f) && !isTestSupport(f))) {
      const from = unitOf(file);
      if (!from) continue;
      for (const target of importsOf(file)) {
        const to = unitOf(target);
        if (!to || to === from) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)?.add(to);
      }
    }
    expect(cyclesOf(edges)).toEqual([]);
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
