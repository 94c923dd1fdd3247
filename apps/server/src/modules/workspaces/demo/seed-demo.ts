import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { randomToken } from '../../../lib/hashing.ts';
import { createOrganisation } from '../organisations/index.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION, DEMO_WORKSPACES } from './demo-accounts.ts';

/**
 * The demo password: DEMO_PASSWORD, else one generated on first start and kept in the data folder so it can be
 * printed again at every start.
 */
export function demoPassword(config: Config): string {
  if (config.demoPassword) return config.demoPassword;
  const file = resolve(config.dataDir, 'demo-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const generated = `Demo-${randomToken(9)}1`;
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/** Seed the demo organisation once; later starts find it and do nothing. Returns whether it seeded. */
export async function seedDemoOrganisation(db: Db, password: string): Promise<boolean> {
  const existing = await db
    .selectFrom('organizations')
    .select('id')
    .where('slug', '=', DEMO_ORGANISATION.slug)
    .executeTakeFirst();
  if (existing) return false;
  await createOrganisation(db, {
    ...DEMO_ORGANISATION,
    workspaces: [...DEMO_WORKSPACES],
    users: DEMO_ACCOUNTS.map((a) => ({ ...a, password })),
  });
  return true;
}
