import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { DEFAULT_POLICIES } from './default-policies.ts';

describe('the policies migration', () => {
  it('gives workspaces that existed before it the default stages and policies', async () => {
    const handle = await openPglite({});
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo('0005_search_indexes');
      expect(before.error).toBeUndefined();
      const org = await handle.db
        .insertInto('organizations')
        .values({
          slug: 'old',
          name: 'Old',
          plan_flags: '{}',
          brand_logo: null,
          report_logo: null,
          color_code: null,
          user_limit: 5,
          credit_limit: 5,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ws = await handle.db
        .insertInto('workspaces')
        .values({ organization_id: org.id, slug: 'legacy', name: 'Legacy', continuous_monitoring_days: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await migrateToLatest(handle.db);
      const policies = await handle.db
        .selectFrom('policies')
        .select(['name', 'default_key'])
        .where('workspace_id', '=', ws.id)
        .execute();
      // The defaults, and the system policy of the custom lists (migration 0007) holding the blacklist's rule.
      expect(policies.map((p) => p.default_key).sort()).toEqual(
        [...DEFAULT_POLICIES.map((p) => p.key), 'custom-lists'].sort(),
      );
      const rules = await handle.db
        .selectFrom('rules')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('workspace_id', '=', ws.id)
        .executeTakeFirst();
      expect(Number(rules?.n)).toBe(DEFAULT_POLICIES.reduce((n, p) => n + p.rules.length, 0) + 1);
      const stages = await handle.db
        .selectFrom('workflow_stages')
        .select('category')
        .where('workspace_id', '=', ws.id)
        .execute();
      expect(new Set(stages.map((s) => s.category))).toEqual(new Set([0, 1, 2, 3]));
    } finally {
      await handle.close();
    }
  }, 60_000);
});
