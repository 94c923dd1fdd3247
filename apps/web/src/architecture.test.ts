import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's boundaries (decision 0073): a feature uses another feature only through its index.ts, and the graph of
 * features has no cycle; shared code (components/, lib/, test/) imports no feature. app/ composes features: it
 * hands the shared layout what it shows (the header search, the notification bell, the tab counts, the preview
 * drawer) through props. Every source file counts, tests included; relative imports are resolved from the importing
 * file (the web imports packages by name, never by path).
 */
const SRC = import.meta.dirname;
const SHARED = new Set(['components', 'lib', 'test']);
const IMPORT = /(?:\bfrom|\bimport\s*\(|\bimport|\bvi\.mock\s*\()\s*['"](\.{1,2}\/[^'"]*)['"]/g;

/** 'features/<name>' for a feature's file, 'shared' for components/, lib/ and test/, else null (app/, main). */
function areaOf(path: string): string | null {
  const [top, name] = path.split('/');
  if (top === 'features' && name) return `features/${name}`;
  return top && SHARED.has(top) ? 'shared' : null;
}

type FeatureImport = { file: string; specifier: string; from: string; to: string; target: string };

/** Every import of a feature from outside it; paths are relative to src/. */
function featureImports(files: ReadonlyMap<string, string>): FeatureImport[] {
  const found: FeatureImport[] = [];
  for (const [file, source] of files) {
    const from = areaOf(file);
    if (from === null) continue;
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), specifier as string))
        .split(sep)
        .join('/');
      const to = areaOf(target);
      if (to?.startsWith('features/') && to !== from)
        found.push({ file, specifier: specifier as string, from, to, target });
    }
  }
  return found;
}

/** Each import that crosses a boundary, as '<file> imports <specifier>'. */
function boundaryViolations(files: ReadonlyMap<string, string>): string[] {
  return featureImports(files)
    .filter(({ from, to, target }) => from === 'shared' || target !== `${to}/index.ts`)
    .map(({ file, specifier }) => `${file} imports ${specifier}`);
}

/** The cycles of the graph of features, each as 'a → b → a' (one per cycle found by a depth-first walk). */
function featureCycles(files: ReadonlyMap<string, string>): string[] {
  const uses = new Map<string, Set<string>>();
  for (const { from, to } of featureImports(files)) {
    if (from !== 'shared') uses.set(from, (uses.get(from) ?? new Set()).add(to));
  }
  const cycles: string[] = [];
  const done = new Set<string>();
  const walk = (feature: string, path: string[]): void => {
    if (path.includes(feature)) {
      cycles.push([...path.slice(path.indexOf(feature)), feature].join(' → '));
      return;
    }
    if (done.has(feature)) return;
    for (const next of uses.get(feature) ?? []) walk(next, [...path, feature]);
    done.add(feature);
  };
  for (const feature of uses.keys()) walk(feature, []);
  return cycles;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('web boundaries', () => {
  it('a feature uses another only through its index.ts, with no cycle; components/, lib/ and test/ import no feature', () => {
    const files = new Map(
      sourceFiles(SRC).map((path) => [relative(SRC, path).split(sep).join('/'), readFileSync(path, 'utf8')]),
    );
    expect(files.size).toBeGreaterThan(100);
    expect(boundaryViolations(files)).toEqual([]);
    expect(featureCycles(files)).toEqual([]);
  });

  it('the cycle check names the features of a cycle', () => {
    const files = new Map([
      ['features/address/page.tsx', "import { Comments } from '../comments/index.ts';"],
      ['features/comments/index.ts', "import { x } from '../alerts/index.ts';"],
      ['features/alerts/index.ts', "import { y } from '../comments/index.ts';"],
    ]);
    expect(featureCycles(files)).toEqual(['features/comments → features/alerts → features/comments']);
  });

  it('the check names each crossing import and lets app/, a feature’s own files and another’s index.ts through', () => {
    const files = new Map([
      ['features/search/use-open-result.ts', "import { usePreview } from '../previews/use-preview.ts';"],
      ['features/address/components/page.tsx', "import { Comments } from '../../comments/index.ts';"],
      ['features/search/components/bar.tsx', "import { useSuggestions } from '../api.ts';"],
      ['components/layout/header.tsx', "const Bar = lazy(() => import('../../features/search/index.ts'));"],
      ['lib/format.ts', "export { x } from '../features/address/x.ts';"],
      ['test/setup.ts', "vi.mock('../features/auth/api.ts');"],
      ['app/shell.tsx', "import { GlobalSearchBar } from '../features/search/index.ts';"],
    ]);
    expect(boundaryViolations(files)).toEqual([
      'features/search/use-open-result.ts imports ../previews/use-preview.ts',
      'components/layout/header.tsx imports ../../features/search/index.ts',
      'lib/format.ts imports ../features/address/x.ts',
      'test/setup.ts imports ../features/auth/api.ts',
    ]);
  });
});
