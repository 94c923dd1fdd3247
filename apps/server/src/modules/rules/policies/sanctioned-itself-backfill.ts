import { ruleConditionSchema } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { SANCTIONED_ITSELF_RULE } from './default-policies.ts';
import { insertRule } from './rules.repo.ts';

/**
 * Own attribution used to count for every direct exposure condition; it now counts only where a condition asks
 * about the object itself (risk type 3). Default sanctions policies seeded before that get the explicit rule, so a
 * sanctioned address stays Critical. A policy already holding a condition on the object itself is left alone.
 */
export async function backfillSanctionedItselfRule(db: Db): Promise<number> {
  const policies = await sql<{ id: number; workspace_id: number; type: number; category: number }>`
    SELECT p.id, p.workspace_id, p.type, p.category FROM policies p
    WHERE p.default_key = 'address-sanctions'
      AND NOT EXISTS (
        SELECT 1 FROM rules r, jsonb_array_elements(r.rule_conditions) c
        WHERE r.policy_id = p.id AND c->'risk_types' = '[3]'::jsonb
      )
    ORDER BY p.id
  `.execute(db);
  for (const policy of policies.rows) {
    await insertRule(
      db,
      policy,
      {
        rule_name: SANCTIONED_ITSELF_RULE.rule_name,
        alert_level: SANCTIONED_ITSELF_RULE.alert_level,
        is_enabled: true,
        rule_conditions: SANCTIONED_ITSELF_RULE.rule_conditions.map((c) => ruleConditionSchema.parse(c)),
        is_only_or_conditions: false,
        custom_tag: null,
        action: 'alert',
      },
      null,
    );
  }
  return policies.rows.length;
}
