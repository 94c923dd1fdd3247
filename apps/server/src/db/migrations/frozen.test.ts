import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A migration must mean the same thing forever, so it may import only Kysely, Node built-ins and files beside it
 * (its frozen data and helpers). Anything else (modules, chain, db/schema, @riskscreen/shared) is live code: a
 * later change there would silently rewrite history.
 */
const HERE = dirname(fileURLToPath(import.meta.url));

function isAllowed(file: string, specifier: string): boolean {
  if (specifier === 'kysely' || specifier.startsWith('kysely/')) return true;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return true;
  if (!specifier.startsWith('.')) return false;
  const target = relative(HERE, resolve(dirname(file), specifier));
  return !target.startsWith('..') && !target.includes('/') && !target.includes('\\');
}

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((f) => f.fileName);
}

const migrationFiles = readdirSync(HERE)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => join(HERE, name));

describe('migrations', () => {
  it('are found by this check', () => {
    expect(migrationFiles.map((f) => relative(HERE, f))).toContain('0001_tenancy.ts');
  });

  it('import nothing but kysely, node built-ins and files in db/migrations', () => {
    const outside = migrationFiles.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => !isAllowed(file, specifier))
        .map((specifier) => `${relative(HERE, file)} imports ${specifier}`),
    );
    expect(outside).toEqual([]);
  });

  it('see an import of live code as one', () => {
    const file = join(HERE, '0006_policies_alerts.ts');
    expect(isAllowed(file, '../../modules/policies/default-policies.ts')).toBe(false);
    expect(isAllowed(file, '../statements.ts')).toBe(false);
    expect(isAllowed(file, '@riskscreen/shared')).toBe(false);
    expect(isAllowed(file, './policy-rows.ts')).toBe(true);
    expect(isAllowed(file, 'kysely')).toBe(true);
  });
});
