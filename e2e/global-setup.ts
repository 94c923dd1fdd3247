import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { provideServerBundles } from '../test-support/server-bundle.ts';
import { startServer } from './helpers/server.ts';

const repoRoot = resolve(import.meta.dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder after one real first start (demo organisation, world and screenings), copied per server. */
    e2eDataTemplate: string;
    /** This run's own build of the web app, so runs side by side never serve each other's half-built files. */
    e2eWebDist: string | undefined;
  }
}

/**
 * Build the web app once for all browser tests (into a folder of its own, served through WEB_DIST), then run one real
 * first start into a template data folder so each suite's server starts from a copy instead of regenerating.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const removeBundles = await provideServerBundles();
  let webDist: string | undefined;
  if (process.env.E2E_SKIP_BUILD !== '1') {
    webDist = mkdtempSync(join(tmpdir(), 'rs-e2e-web-'));
    execSync(`npm run build -w @riskscreen/web -- --outDir ${webDist} --emptyOutDir`, {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  project.provide('e2eWebDist', webDist);
  const server = await startServer(webDist ? { WEB_DIST: webDist } : {}, { first: 8090, last: 8097 });
  await server.stop({ keepData: true });
  project.provide('e2eDataTemplate', server.dataDir);
  return () => {
    rmSync(server.dataDir, { recursive: true, force: true });
    if (webDist) rmSync(webDist, { recursive: true, force: true });
    removeBundles();
  };
}
