import { HISTORY_KINDS, type HistoryEntry, type HistoryKind } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { conditionFieldChanges } from './history-kinds.ts';

type VersionRow = {
  id: number;
  history_type: number;
  field_dict: Record<string, unknown>;
  kinds: string[];
  created_at: Date;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
};
type RuleVersionRow = VersionRow & { rule_id: number; version: number; rule_uuid: string; rule_name: string };

/** History entries limit: a policy's audit trail is read whole, newest first. */
const MAX_ENTRIES = 1000;

function revision(row: VersionRow): HistoryEntry['revision'] {
  return {
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, first_name: row.first_name ?? '', last_name: row.last_name ?? '' },
    date_created: row.created_at.toISOString(),
  };
}

function knownKinds(kinds: readonly string[]): HistoryKind[] {
  return kinds.filter((k): k is HistoryKind => (HISTORY_KINDS as readonly string[]).includes(k));
}

function conditionsOf(fields: Record<string, unknown> | undefined): Record<string, unknown>[] {
  const list = fields?.rule_conditions;
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
}

async function policyVersions(db: Db, workspaceId: number, policyId: number): Promise<VersionRow[]> {
  return db
    .selectFrom('policy_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.id',
      'h.history_type',
      'h.field_dict',
      'h.kinds',
      'h.created_at',
      'h.user_id',
      'u.first_name',
      'u.last_name',
    ])
    .where('h.workspace_id', '=', workspaceId)
    .where('h.policy_id', '=', policyId)
    .orderBy('h.id')
    .limit(MAX_ENTRIES)
    .execute();
}

async function ruleVersions(
  db: Db,
  workspaceId: number,
  filter: { policyId: number; ruleId?: number },
): Promise<RuleVersionRow[]> {
  let query = db
    .selectFrom('rule_history as h')
    .innerJoin('rules as r', 'r.id', 'h.rule_id')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.id',
      'h.history_type',
      'h.field_dict',
      'h.kinds',
      'h.created_at',
      'h.user_id',
      'h.rule_id',
      'h.version',
      'r.uuid as rule_uuid',
      'r.rule_name',
      'u.first_name',
      'u.last_name',
    ])
    .where('h.workspace_id', '=', workspaceId)
    .where('h.policy_id', '=', filter.policyId);
  if (filter.ruleId !== undefined) query = query.where('h.rule_id', '=', filter.ruleId);
  return query.orderBy('h.id').limit(MAX_ENTRIES).execute();
}

function policyEntries(rows: VersionRow[]): (HistoryEntry & { at: number })[] {
  return rows.map((row, i) => {
    const before = rows[i - 1];
    return {
      id: `policy-${row.id}`,
      history_type: 0,
      kinds: knownKinds(row.kinds),
      old_version: before ? { id: before.id, field_dict: before.field_dict } : null,
      new_version: { id: row.id, field_dict: row.field_dict },
      classifier_version: null,
      changed_fields: [],
      revision: revision(row),
      at: row.created_at.getTime(),
    };
  });
}

function ruleEntries(rows: RuleVersionRow[]): (HistoryEntry & { at: number })[] {
  const previous = new Map<number, RuleVersionRow>();
  return rows.map((row) => {
    const before = previous.get(row.rule_id);
    previous.set(row.rule_id, row);
    return {
      id: `rule-${row.id}`,
      history_type: row.history_type === 1 ? 1 : 2,
      kinds: knownKinds(row.kinds),
      old_version: before ? { id: before.id, field_dict: before.field_dict } : null,
      new_version: { id: row.id, field_dict: row.field_dict },
      classifier_version: {
        id: row.id,
        field_dict: row.field_dict,
        rule_uuid: row.rule_uuid,
        // The entry is titled with this version's name, not the rule's current one.
        rule_name: typeof row.field_dict.rule_name === 'string' ? row.field_dict.rule_name : row.rule_name,
        version: row.version,
      },
      changed_fields: before
        ? conditionFieldChanges(conditionsOf(before.field_dict), conditionsOf(row.field_dict))
        : [],
      revision: revision(row),
      at: row.created_at.getTime(),
    };
  });
}

function newestFirst(entries: (HistoryEntry & { at: number })[]): HistoryEntry[] {
  return entries
    .sort((a, b) => b.at - a.at || b.id.localeCompare(a.id, 'en', { numeric: true }))
    .map(({ at: _at, ...entry }) => entry);
}

/** The policy's audit trail: its own versions and its rules' versions, newest first. */
export async function policyHistory(db: Db, workspaceId: number, policyId: number): Promise<HistoryEntry[]> {
  const [policies, rules] = await Promise.all([
    policyVersions(db, workspaceId, policyId),
    ruleVersions(db, workspaceId, { policyId }),
  ]);
  return newestFirst([...policyEntries(policies), ...ruleEntries(rules)]);
}

/** A rule's audit trail, newest first: each entry's classifier_version.id is what revert takes. */
export async function ruleHistory(
  db: Db,
  workspaceId: number,
  policyId: number,
  ruleId: number,
): Promise<HistoryEntry[]> {
  return newestFirst(ruleEntries(await ruleVersions(db, workspaceId, { policyId, ruleId })));
}

/** One stored version of a rule, by its history id. */
export async function findRuleVersion(
  db: Db,
  workspaceId: number,
  ruleId: number,
  versionId: number,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('rule_history')
    .select('field_dict')
    .where('workspace_id', '=', workspaceId)
    .where('rule_id', '=', ruleId)
    .where('id', '=', versionId)
    .executeTakeFirst();
  return row?.field_dict;
}
