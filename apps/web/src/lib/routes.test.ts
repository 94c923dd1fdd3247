import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { queryString, routes } from './routes.ts';

const SRC = join(import.meta.dirname, '..');
const TABLE = 'lib/routes.ts';

/**
 * At most this many page addresses may be written outside the route table (decision 0073): the bound. Test
 * code is not counted: a test types the address a user opens, as the user would.
 */
const MOST_LITERALS_OUTSIDE_TABLE = 10;

/** The first segments of the table's paths ('accounts', 'addresses', 'settings', …). */
function knownPrefixes(): string[] {
  const patterns: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'function' && 'pattern' in value) patterns.push(String(value.pattern));
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(routes);
  return [...new Set(patterns.map((p) => p.split('/')[1]).filter((s): s is string => Boolean(s)))];
}

function isTestCode(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || path.startsWith('test/') || /(^|\/)test-utils\.tsx?$/.test(path);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each string or template literal of the source that starts with one of the page paths, as '<file>:<line> <text>'. */
export function routeLiterals(file: string, source: string, prefixes: readonly string[]): string[] {
  const startsAPath = (text: string) =>
    prefixes.some((p) => text.startsWith(`/${p}`) && /^([/?#]|$)/.test(text.slice(p.length + 1)));
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = node.head.text;
    if (text !== null && startsAPath(text)) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
      found.push(`${file}:${line + 1} ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('the route table', () => {
  it('builds a page address from its path parameters and query, leaving empty values out', () => {
    expect(routes.dashboard()).toBe('/dashboard');
    expect(routes.address({ id: 7, from_case: 'c1', workspace: undefined })).toBe(
      '/addresses/7?from_case=c1',
    );
    expect(routes.customer({ customerId: 'a/b c' })).toBe('/customers/a%2Fb%20c');
    expect(routes.ruleEdit({ policyId: 'p', ruleId: 'r' })).toBe('/settings/workspace/policies/p/rules/r');
    expect(routes.search({ q: '0xab', search_entity_type: 'all' })).toBe(
      '/search?q=0xab&search_entity_type=all',
    );
    expect(routes.logout({ clear: true })).toBe('/accounts/logout?clear=true');
    expect(routes.address.pattern).toBe('/addresses/:id');
    expect(queryString({ a: null })).toBe('');
  });

  it('is where page addresses are written: at most ten literals elsewhere', () => {
    const prefixes = knownPrefixes();
    expect(prefixes).toEqual(expect.arrayContaining(['accounts', 'addresses', 'settings', 'pdf']));
    const found = sourceFiles(SRC).flatMap((path) => {
      const file = relative(SRC, path).split(sep).join('/');
      if (file === TABLE || isTestCode(file)) return [];
      return routeLiterals(file, readFileSync(path, 'utf8'), prefixes);
    });
    // Printed so that a failure shows where the addresses are written.
    if (found.length > MOST_LITERALS_OUTSIDE_TABLE) console.log(found.join('\n'));
    expect(found.length).toBeLessThanOrEqual(MOST_LITERALS_OUTSIDE_TABLE);
  });

  it('the count sees strings, templates and JSX attributes, not comments or other paths', () => {
    const source = [
      "// '/addresses' in a comment",
      "navigate('/cases');",
      // A template with a placeholder after its head.
      'const to = `/addresses/$' + '{id}`;',
      '<Link to="/settings/user/profile?x=1" />',
      "fetch('/api/addresses'); split('/'); '/casesX';",
    ].join('\n');
    expect(routeLiterals('a.tsx', source, ['cases', 'addresses', 'settings'])).toEqual([
      'a.tsx:2 /cases',
      'a.tsx:3 /addresses/',
      'a.tsx:4 /settings/user/profile?x=1',
    ]);
  });
});
