import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { SHARED_DATA } from '../../../../../test-support/shared-data.ts';
import type { ImportInput } from './importers/types.ts';

/** The real public data the tests read (../shared/data next to the repository; never copied into it). */
export { SHARED_DATA };

export function dataInput(path: string): ImportInput {
  return { name: path, text: readFileSync(resolve(SHARED_DATA, path), 'utf8') };
}

/** Every file under a data folder whose name ends with one of the extensions, as inputs named by relative path. */
export function dataInputs(folder: string, extensions: string[]): ImportInput[] {
  const root = resolve(SHARED_DATA, folder);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (extensions.some((e) => name.endsWith(e))) files.push(path);
    }
  };
  walk(root);
  return files.map((f) => dataInput(relative(SHARED_DATA, f)));
}
