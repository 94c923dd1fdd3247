import { type Kysely, sql } from 'kysely';
import { insertRuleRow } from './policy-rows.ts';

/**
 * Own attribution used to count for every direct exposure condition; it now counts only where a condition asks
 * about the object itself (risk type 3). Default sanctions policies seeded before that get the explicit rule, so a
 * sanctioned address stays Critical (decision 0009). A policy already holding a condition on the object itself is
 * left alone. The rule is a frozen copy of the default of that time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
    await insertRuleRow(db, policy, {
      rule_name: 'Attributed to a sanctioned entity',
      alert_level: 5, // critical
      is_enabled: true,
      rule_conditions: [{ rule_condition_type: 1, risk_types: [3], entity_types: ['Sanctions'] }],
      is_only_or_conditions: false,
      custom_tag: null,
      action: 'alert',
    });
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
