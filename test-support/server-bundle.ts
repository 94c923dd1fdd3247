import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * Where this run's bundles go. The test config names the folder (the workers inherit its process's environment; a
 * global setup's own changes to it come too late for them) and the global setups build into it. Absent (a
 * benchmark, a script), a process builds its own on first use.
 */
export const BUNDLE_DIR_VARIABLE = 'RISKSCREEN_TEST_SERVER_BUNDLE';
const bundlesParent = join(repoRoot, 'node_modules', '.cache', 'riskscreen-test-server');

/** The folder of one run's bundles, named by the process that owns the run. */
export function runBundleDir(pid: number): string {
  return join(bundlesParent, `run-${pid}`);
}

let building: Promise<string> | undefined;

/** Builds the bundles into `dir` (a fresh folder when not given) and returns it with a remover. */
export async function buildServerBundles(dir?: string): Promise<{ dir: string; remove(): void }> {
  mkdirSync(bundlesParent, { recursive: true });
  const into = dir ?? mkdtempSync(join(bundlesParent, 'run-'));
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, path]) => [name, join(repoRoot, path)]),
    ),
    outdir: into,
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
  return { dir: into, remove: () => rmSync(into, { recursive: true, force: true }) };
}

/** For a global setup: build into the run's folder once (the projects of a run share it), removed at the end. */
export async function provideServerBundles(): Promise<() => void> {
  const dir = process.env[BUNDLE_DIR_VARIABLE];
  if (!dir) return () => {};
  if (!existsSync(join(dir, 'cli.mjs'))) await buildServerBundles(dir);
  return () => rmSync(dir, { recursive: true, force: true });
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
