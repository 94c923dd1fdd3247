import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's boundaries (house style, habit 6): a feature imports no other feature, and shared code (components/,
 * lib/, test/) imports no feature. Only app/ composes features: it hands the shared layout what it shows (the
 * header search, the tab counts, the preview drawer) through props. Every source file counts, tests included;
 * relative imports are resolved from the importing file (the web imports packages by name, never by path).
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

/** Each import that crosses a boundary, as '<file> imports <specifier>'; paths are relative to src/. */
function boundaryViolations(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    const from = areaOf(file);
    if (from === null) continue;
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), specifier as string))
        .split(sep)
        .join('/');
      const to = areaOf(target);
      if (to?.startsWith('features/') && to !== from) found.push(`${file} imports ${specifier}`);
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('web boundaries', () => {
  it('no feature imports another feature, and components/, lib/ and test/ import no feature', () => {
    const files = new Map(
      sourceFiles(SRC).map((path) => [relative(SRC, path).split(sep).join('/'), readFileSync(path, 'utf8')]),
    );
    expect(files.size).toBeGreaterThan(100);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('the check names each crossing import and lets app/ and a feature’s own files through', () => {
    const files = new Map([
      ['features/search/use-open-result.ts', "import { usePreview } from '../previews/index.ts';"],
      ['features/search/components/bar.tsx', "import { useSuggestions } from '../api.ts';"],
      ['components/layout/header.tsx', "const Bar = lazy(() => import('../../features/search/index.ts'));"],
      ['lib/format.ts', "export { x } from '../features/address/x.ts';"],
      ['test/setup.ts', "vi.mock('../features/auth/api.ts');"],
      ['app/shell.tsx', "import { GlobalSearchBar } from '../features/search/index.ts';"],
    ]);
    expect(boundaryViolations(files)).toEqual([
      'features/search/use-open-result.ts imports ../previews/index.ts',
      'components/layout/header.tsx imports ../../features/search/index.ts',
      'lib/format.ts imports ../features/address/x.ts',
      'test/setup.ts imports ../features/auth/api.ts',
    ]);
  });
});
