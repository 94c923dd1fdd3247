import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The embedded database can be opened by one process at a time. The server writes its pid into the data folder;
 * the CLI refuses to open the embedded database while that process is alive.
 */
export function serverLockFile(dataDir: string): string {
  return resolve(dataDir, 'server.pid');
}

export function claimEmbeddedDatabase(dataDir: string): void {
  writeFileSync(serverLockFile(dataDir), String(process.pid));
  process.on('exit', () => rmSync(serverLockFile(dataDir), { force: true }));
}

export function runningServerPid(dataDir: string): number | null {
  const file = serverLockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8'));
  if (!Number.isInteger(pid) || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
