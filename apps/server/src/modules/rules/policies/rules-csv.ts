import { endpoints, RULE_ACTION_LABELS } from '@riskscreen/shared';
import {
  EXPORT_MAX_ROWS,
  type ExportFile,
  queryExport,
  type TableFormat,
  tableFile,
} from '../../platform/index.ts';
import { type CustomTagNames, customTagNames } from './custom-tag-names.repo.ts';
import { presentRule } from './present-rule.ts';
import { listRules, type RuleRow } from './rules.repo.ts';

export const RULES_EXPORT = 'rules.list';

/** The rules download with the list's filters (queued export). */
export const rulesExport = queryExport(
  RULES_EXPORT,
  endpoints.rules.download.query,
  async ({ db }, { workspaceId }, query) => {
    const { rows } = await listRules(db, workspaceId, { ...query, offset: 0, limit: EXPORT_MAX_ROWS });
    return rulesFile(query.format, rows, await customTagNames(db, workspaceId, rows));
  },
);

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
function rulesFile(
  format: TableFormat,
  rows: readonly RuleRow[],
  tagNames: CustomTagNames,
): Promise<ExportFile> {
  return tableFile(
    format,
    'rules',
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
