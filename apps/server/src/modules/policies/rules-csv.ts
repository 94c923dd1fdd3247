import { RULE_ACTION_LABELS } from '@riskscreen/shared';
import { toCsv } from '../../lib/csv.ts';
import type { CustomTagNames } from './custom-tag-names.repo.ts';
import { presentRule } from './present-rule.ts';
import type { RuleRow } from './rules.repo.ts';

const HEADER = [
  'Policy',
  'Policy Type',
  'Policy Category',
  'Policy Status',
  'Rule',
  'Risk Level',
  'Rule Status',
  'Conditions',
  'Action',
  'Last Updated',
];

/** The rules download: one row per rule, its conditions in words joined by AND (or OR for any-of rules). */
export function rulesCsv(rows: readonly RuleRow[], tagNames: CustomTagNames): string {
  return toCsv(
    HEADER,
    rows.map((row) => {
      const rule = presentRule(row, tagNames);
      return [
        rule.policy_name,
        rule.policy_type_verbose,
        rule.policy_category_verbose,
        rule.policy_enabled ? 'Live' : 'Deactivated',
        rule.rule_name,
        rule.alert_level_verbose,
        rule.is_enabled ? 'Live' : 'Disabled',
        rule.condition_sentences.join(rule.is_only_or_conditions ? ' OR ' : ' AND '),
        RULE_ACTION_LABELS[rule.action],
        rule.updated_at,
      ];
    }),
  );
}
