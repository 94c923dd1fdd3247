import { type HistoryEntry, type HistoryKind, ruleConditionSchema, ruleSentence } from '@riskscreen/shared';
import { riskLabel } from './components/badges.tsx';

/** One change of an audit-trail entry in words (spec part 3 §4.3 history kinds). */
export type HistoryChange =
  | { kind: HistoryKind; text: string }
  | { kind: 'conditions_changed'; text: string; newVersion: string[]; oldVersion: string[] };

type Fields = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? ''));

/** Each condition of a stored rule version in words; a condition the builder no longer reads stays visible. */
export function conditionSentences(fields: Fields | undefined): string[] {
  const list = fields?.rule_conditions;
  if (!Array.isArray(list)) return [];
  return list.map((condition) => {
    const parsed = ruleConditionSchema.safeParse(condition);
    return parsed.success ? ruleSentence(parsed.data) : JSON.stringify(condition);
  });
}

/** Who made the change: the user's name, or 'System' for defaults seeded with the workspace. */
export function authorOf(entry: HistoryEntry): string {
  const user = entry.revision.user;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return name || 'System';
}

/** The subject of the entry: the policy, or the rule by the name it had in this version. */
export function subjectOf(entry: HistoryEntry): string {
  const version = entry.classifier_version;
  if (!version) return 'Policy';
  const name = entry.new_version.field_dict.rule_name;
  return `Rule '${typeof name === 'string' ? name : version.rule_name}'`;
}

function fieldValue(field: string, value: unknown): string {
  if (field === 'alert_level' && typeof value === 'number') return riskLabel(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return text(value);
}

function changed(label: string, before: unknown, after: unknown, field = ''): string | null {
  if (JSON.stringify(before) === JSON.stringify(after)) return null;
  return `${label} changed from '${fieldValue(field, before)}' to '${fieldValue(field, after)}'`;
}

/** The changes one entry records, in the order of its kinds. */
export function describeChanges(entry: HistoryEntry): HistoryChange[] {
  const after = entry.new_version.field_dict;
  const before = entry.old_version?.field_dict;
  const changes: HistoryChange[] = [];
  for (const kind of entry.kinds) {
    switch (kind) {
      case 'policy_created':
        changes.push({ kind, text: `Policy '${text(after.name)}' created` });
        break;
      case 'policy_edited': {
        const lines = [
          changed('Name', before?.name, after.name),
          changed('Description', before?.description, after.description),
        ].filter((line): line is string => line !== null);
        changes.push({ kind, text: lines.join('; ') || 'Policy edited' });
        break;
      }
      case 'policy_status_changed':
        changes.push({ kind, text: after.is_enabled ? 'Policy enabled' : 'Policy disabled' });
        break;
      case 'rule_created':
        changes.push({ kind, text: `Rule '${text(after.rule_name)}' created` });
        break;
      case 'rule_status_changed':
        changes.push({ kind, text: after.is_enabled ? 'Rule enabled' : 'Rule disabled' });
        break;
      case 'rule_edited': {
        const lines = [
          changed('Rule name', before?.rule_name, after.rule_name),
          changed('Risk level', before?.alert_level, after.alert_level, 'alert_level'),
        ].filter((line): line is string => line !== null);
        changes.push({ kind, text: lines.join('; ') || 'Rule edited' });
        break;
      }
      case 'conditions_changed': {
        const newVersion = conditionSentences(after);
        const oldVersion = conditionSentences(before);
        const verb = newVersion.length > oldVersion.length ? 'added' : 'removed';
        changes.push({ kind, text: `Conditions ${verb}`, newVersion, oldVersion });
        break;
      }
      case 'condition_fields_changed':
        for (const { index, fields } of entry.changed_fields) {
          const oldCondition = (before?.rule_conditions as Fields[] | undefined)?.[index];
          const newCondition = (after.rule_conditions as Fields[] | undefined)?.[index];
          for (const field of fields) {
            const line = changed(
              `Condition ${index + 1}: ${field}`,
              oldCondition?.[field],
              newCondition?.[field],
            );
            if (line) changes.push({ kind, text: line });
          }
        }
        if (before && before.is_only_or_conditions !== after.is_only_or_conditions) {
          changes.push({
            kind,
            text: after.is_only_or_conditions
              ? 'Conditions now match any of them'
              : 'Conditions now must all match',
          });
        }
        break;
      case 'rule_restored':
        changes.push({ kind, text: 'Restored from an earlier version' });
        break;
    }
  }
  return changes;
}
