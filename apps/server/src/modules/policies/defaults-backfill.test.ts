import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createOrganisation } from '../organisations/index.ts';
import { DEFAULT_POLICIES, SANCTIONED_ITSELF_RULE } from './default-policies.ts';
import { backfillSanctionedItselfRule } from './sanctioned-itself-backfill.ts';

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

describe('the sanctioned-itself backfill (migration 0009)', () => {
  it('gives a default sanctions policy seeded before risk type 3 its explicit rule, once', async () => {
    const handle = await openPglite({});
    try {
      await migrateToLatest(handle.db);
      await createOrganisation(handle.db, {
        slug: 'old',
        name: 'Old',
        workspaces: [{ slug: 'legacy', name: 'Legacy' }],
        users: [],
      });
      const policy = await handle.db
        .selectFrom('policies')
        .select('id')
        .where('default_key', '=', 'address-sanctions')
        .executeTakeFirstOrThrow();
      const ruleNames = async () =>
        (
          await handle.db
            .selectFrom('rules')
            .select('rule_name')
            .where('policy_id', '=', policy.id)
            .orderBy('id')
            .execute()
        ).map((r) => r.rule_name);
      // Seeded today, the policy has it, and the backfill leaves it alone.
      expect(await ruleNames()).toContain(SANCTIONED_ITSELF_RULE.rule_name);
      expect(await backfillSanctionedItselfRule(handle.db)).toBe(0);
      // As seeded before: without it.
      await handle.db
        .deleteFrom('rules')
        .where('policy_id', '=', policy.id)
        .where('rule_name', '=', SANCTIONED_ITSELF_RULE.rule_name)
        .execute();
      expect(await backfillSanctionedItselfRule(handle.db)).toBe(1);
      expect(await backfillSanctionedItselfRule(handle.db)).toBe(0);
      expect((await ruleNames()).filter((n) => n === SANCTIONED_ITSELF_RULE.rule_name)).toHaveLength(1);
      const added = await handle.db
        .selectFrom('rules')
        .select(['rule_conditions', 'alert_level', 'is_enabled', 'version'])
        .where('policy_id', '=', policy.id)
        .where('rule_name', '=', SANCTIONED_ITSELF_RULE.rule_name)
        .executeTakeFirstOrThrow();
      expect(added).toEqual({
        rule_conditions: [{ rule_condition_type: 1, risk_types: [3], entity_types: ['Sanctions'] }],
        alert_level: 5,
        is_enabled: true,
        version: 1,
      });
    } finally {
      await handle.close();
    }
  }, 60_000);
});
