import { type Kysely, sql } from 'kysely';
import { insertRuleRow } from './policy-rows.ts';

/**
 * An address attributed to an illicit category is rated by what it is (decision 0045): default illicit-activity
 * policies seeded before get the rules on the object itself, once. A rule is left out where the policy already
 * holds one of its name. The rules are a frozen copy of the defaults of that time.
 */
const HIGH = 4;
const CRITICAL = 5;

const itself = (entity_types: string[]) => ({ rule_condition_type: 1, risk_types: [3], entity_types });
const itselfSubtype = (code: number) => ({
  rule_condition_type: 2,
  risk_types: [3],
  entity_subtypes: [code],
});

const RULES: {
  rule_name: string;
  alert_level: number;
  conditions: Record<string, unknown>[];
  or: boolean;
}[] = [
  {
    rule_name: 'Attributed to a darknet market or vendor',
    alert_level: HIGH,
    conditions: [itself(['Darknet'])],
    or: false,
  },
  {
    rule_name: 'Attributed to a coin mixer',
    alert_level: HIGH,
    conditions: [itself(['Coin Mixer'])],
    or: false,
  },
  { rule_name: 'Attributed to malware', alert_level: HIGH, conditions: [itself(['Malware'])], or: false },
  {
    rule_name: 'Attributed to extortion or ransomware',
    alert_level: HIGH,
    conditions: [itself(['Extortion'])],
    or: false,
  },
  { rule_name: 'Attributed to a scam', alert_level: HIGH, conditions: [itself(['Scam'])], or: false },
  {
    rule_name: 'Attributed to theft or stolen funds',
    alert_level: HIGH,
    conditions: [itself(['Theft'])],
    or: false,
  },
  {
    rule_name: 'Attributed to a high-risk organisation',
    alert_level: HIGH,
    conditions: [itself(['High Risk Organization'])],
    or: false,
  },
  {
    rule_name: 'Attributed to terrorist financing, child abuse material or human trafficking',
    alert_level: CRITICAL,
    // Terrorist Financing, Child Sexual Abuse Material, Human Trafficking.
    conditions: [itselfSubtype(1401), itselfSubtype(404), itselfSubtype(1406)],
    or: true,
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const policies = await sql<{ id: number; workspace_id: number; type: number; category: number }>`
    SELECT id, workspace_id, type, category FROM policies WHERE default_key = 'address-illicit' ORDER BY id
  `.execute(db);
  for (const policy of policies.rows) {
    const held = await sql<{ rule_name: string }>`
      SELECT rule_name FROM rules WHERE policy_id = ${policy.id}`.execute(db);
    const names = new Set(held.rows.map((r) => r.rule_name));
    for (const rule of RULES) {
      if (names.has(rule.rule_name)) continue;
      await insertRuleRow(db, policy, {
        rule_name: rule.rule_name,
        alert_level: rule.alert_level,
        is_enabled: true,
        rule_conditions: rule.conditions,
        is_only_or_conditions: rule.or,
        custom_tag: null,
        action: 'alert',
      });
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
