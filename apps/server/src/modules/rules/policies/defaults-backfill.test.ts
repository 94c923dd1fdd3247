import { ruleConditionSchema } from '@riskscreen/shared';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../../db/client.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import * as attributedIllicitMigration from '../../../db/migrations/0035_attributed_illicit_rules.ts';
import { migrations } from '../../../db/migrations/index.ts';
import { createOrganisation } from '../../workspaces/index.ts';
import { ATTRIBUTED_ILLICIT_RULES, DEFAULT_POLICIES, SANCTIONED_ITSELF_RULE } from './default-policies.ts';
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

type PgliteHandle = Awaited<ReturnType<typeof openPglite>>;

/**
 * A fresh database migrated to today with one organisation's workspace seeded the way it is today, and that
 * workspace's default policy of the key: the starting point a backfill is tested from (rows deleted as seeded before).
 */
async function withLegacyWorkspacePolicy(
  defaultKey: string,
  test: (handle: PgliteHandle, policy: { id: number }) => Promise<void>,
): Promise<void> {
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
      .where('default_key', '=', defaultKey)
      .executeTakeFirstOrThrow();
    await test(handle, policy);
  } finally {
    await handle.close();
  }
}

describe('the sanctioned-itself backfill (migration 0009)', () => {
  it('gives a default sanctions policy seeded before risk type 3 its explicit rule, once', async () => {
    await withLegacyWorkspacePolicy('address-sanctions', async (handle, policy) => {
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
    });
  }, 60_000);
});

describe('the attributed-to-illicit backfill (migration 0035)', () => {
  it('gives a default illicit-activity policy seeded before it the rules on the address itself, once', async () => {
    await withLegacyWorkspacePolicy('address-illicit', async (handle, policy) => {
      const attributedRules = () =>
        handle.db
          .selectFrom('rules')
          .select(['rule_name', 'alert_level', 'rule_conditions', 'is_only_or_conditions', 'is_enabled'])
          .where('policy_id', '=', policy.id)
          .where('rule_name', 'like', 'Attributed to %')
          .orderBy('id')
          .execute();
      // Seeded today, the policy has them; as seeded before, it has none.
      const seeded = await attributedRules();
      expect(seeded.map((r) => r.rule_name)).toEqual(ATTRIBUTED_ILLICIT_RULES.map((r) => r.rule_name));
      await handle.db
        .deleteFrom('rules')
        .where('policy_id', '=', policy.id)
        .where('rule_name', 'like', 'Attributed to %')
        .execute();
      // One rule an admin had already made under one of the names is kept as it is.
      await handle.db
        .insertInto('rules')
        .values({
          policy_id: policy.id,
          workspace_id: (
            await handle.db
              .selectFrom('policies')
              .select('workspace_id')
              .where('id', '=', policy.id)
              .executeTakeFirstOrThrow()
          ).workspace_id,
          rule_name: 'Attributed to a coin mixer',
          alert_level: 5,
          action: 'alert',
          custom_tag_id: null,
          is_enabled: false,
          rule_conditions: JSON.stringify(seeded[1]?.rule_conditions),
          is_only_or_conditions: false,
          rule_category: 1,
          rule_type: 1,
          version: 1,
          created_at: new Date(),
          updated_at: new Date(),
        })
        .execute();
      await attributedIllicitMigration.up(handle.db as unknown as Kysely<unknown>);
      await attributedIllicitMigration.up(handle.db as unknown as Kysely<unknown>);
      const backfilled = await attributedRules();
      // The frozen copy in the migration is today's default, rule for rule (the admin's one first, untouched).
      expect(backfilled[0]).toMatchObject({
        rule_name: 'Attributed to a coin mixer',
        alert_level: 5,
        is_enabled: false,
      });
      const added = backfilled.slice(1);
      const expected = ATTRIBUTED_ILLICIT_RULES.filter((r) => r.rule_name !== 'Attributed to a coin mixer');
      expect(added).toEqual(
        expected.map((r) => ({
          rule_name: r.rule_name,
          alert_level: r.alert_level,
          rule_conditions: r.rule_conditions.map((c) => ruleConditionSchema.parse(c)),
          is_only_or_conditions: r.is_only_or_conditions ?? false,
          is_enabled: true,
        })),
      );
    });
  }, 60_000);
});
