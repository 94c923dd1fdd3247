import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * The server and the CLI as the tests start them in child processes: the same sources bundled once per test run.
 * Started through tsx, every child resolved and transpiled some 700 modules again, about 2.3 s of CPU before its
 * first line ran (3.2 s to `--help` against 0.9 s bundled); the suite starts a few hundred such children. One test
 * (the operator flow) still starts the CLI exactly as `npm run cli` does.
 *
 * Each module keeps its own location: `import.meta.url`/`dirname`/`filename` are replaced by the source file's, so
 * paths the server finds beside its files (the web build, worker-thread entries, pdfmake's fonts) are unchanged.
 * Packages stay outside the bundle (resolved from the repository's node_modules, where the bundle is written); only
 * the workspace's own TypeScript packages are bundled.
 */

const repoRoot = resolve(import.meta.dirname, '..');
const ENTRIES = {
  server: 'apps/server/src/main.ts',
  cli: 'apps/server/src/cli/main.ts',
} as const;
export type ServerEntry = keyof typeof ENTRIES;

/** Set by a project's global setup for the workers and their children; absent, a process builds its own. */
const BUNDLE_DIR_VARIABLE = 'RISKSCREEN_TEST_SERVER_BUNDLE';

let building: Promise<string> | undefined;

/** Builds the bundles into a fresh folder under node_modules/.cache and returns it (with a remover). */
export async function buildServerBundles(): Promise<{ dir: string; remove(): void }> {
  const parent = join(repoRoot, 'node_modules', '.cache', 'riskscreen-test-server');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'run-'));
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, path]) => [name, join(repoRoot, path)]),
    ),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-outside-sources-located',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@riskscreen/') ? undefined : { path: args.path, external: true },
          );
          b.onLoad({ filter: /\.ts$/ }, (args) => {
            const url = pathToFileURL(args.path).href;
            const contents = readFileSync(args.path, 'utf8')
              .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
              .replaceAll('import.meta.filename', JSON.stringify(args.path))
              .replaceAll('import.meta.url', JSON.stringify(url));
            return { contents, loader: 'ts', resolveDir: dirname(args.path) };
          });
        },
      },
    ],
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * For a global setup: build once, and let every worker (and what it starts) use the result. Projects of one run
 * share the first project's build; the returned remover is the builder's alone.
 */
export async function provideServerBundles(): Promise<() => void> {
  if (process.env[BUNDLE_DIR_VARIABLE]) return () => {};
  const bundles = await buildServerBundles();
  process.env[BUNDLE_DIR_VARIABLE] = bundles.dir;
  return () => bundles.remove();
}

async function bundleDir(): Promise<string> {
  const given = process.env[BUNDLE_DIR_VARIABLE];
  if (given) return given;
  building ??= buildServerBundles().then(({ dir, remove }) => {
    process.once('exit', remove);
    return dir;
  });
  return building;
}

/** Node's arguments to run the server or the CLI: `[...serverArgs('cli'), 'import-labels', …]`. */
export async function serverArgs(entry: ServerEntry): Promise<string[]> {
  return ['--enable-source-maps', join(await bundleDir(), `${entry}.mjs`)];
}
