import type { HistoryEntry } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { authorOf, describeChanges, subjectOf } from './history-text.ts';

const CONDITION = {
  rule_condition_type: 1,
  risk_types: [1, 2],
  entity_types: ['Darknet'],
  threshold_amount_usd: 100,
};
const RULE = {
  rule_name: 'Darknet',
  alert_level: 4,
  is_enabled: true,
  rule_conditions: [CONDITION],
  is_only_or_conditions: false,
};

function entry(
  kinds: HistoryEntry['kinds'],
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  extra: Partial<HistoryEntry> = {},
): HistoryEntry {
  return {
    id: 'rule-2',
    history_type: 2,
    kinds,
    old_version: before && { id: 1, field_dict: before },
    new_version: { id: 2, field_dict: after },
    classifier_version: null,
    changed_fields: [],
    revision: { user: null, date_created: '2025-03-06T09:00:00.000Z' },
    ...extra,
  };
}

describe('audit trail texts', () => {
  it('names policy creation, edits and status changes', () => {
    const policy = { name: 'Sanctions', description: 'OFAC', is_enabled: true };
    expect(describeChanges(entry(['policy_created'], null, policy)).map((c) => c.text)).toEqual([
      "Policy 'Sanctions' created",
    ]);
    const edited = { ...policy, name: 'Sanctions exposure', is_enabled: false };
    expect(
      describeChanges(entry(['policy_edited', 'policy_status_changed'], policy, edited)).map((c) => c.text),
    ).toEqual(["Name changed from 'Sanctions' to 'Sanctions exposure'", 'Policy disabled']);
  });

  it('names rule edits with risk levels in words', () => {
    const after = { ...RULE, rule_name: 'Darknet markets', alert_level: 5 };
    expect(describeChanges(entry(['rule_edited'], RULE, after))[0]?.text).toBe(
      "Rule name changed from 'Darknet' to 'Darknet markets'; Risk level changed from 'High' to 'Critical'",
    );
  });

  it('shows added conditions as New Version and Old Version sentences', () => {
    const second = { ...CONDITION, entity_types: ['Scam'], threshold_amount_usd: 50 };
    const after = { ...RULE, rule_conditions: [CONDITION, second] };
    const [change] = describeChanges(entry(['conditions_changed'], RULE, after));
    expect(change?.text).toBe('Conditions added');
    expect(change && 'newVersion' in change && change.newVersion).toEqual([
      'Received from or sent to Darknet (direct) ≥ $100',
      'Received from or sent to Scam (direct) ≥ $50',
    ]);
    expect(change && 'oldVersion' in change && change.oldVersion).toEqual([
      'Received from or sent to Darknet (direct) ≥ $100',
    ]);
  });

  it('shows same-count condition changes by field', () => {
    const after = { ...RULE, rule_conditions: [{ ...CONDITION, threshold_amount_usd: 250 }] };
    const changes = describeChanges(
      entry(['condition_fields_changed'], RULE, after, {
        changed_fields: [{ index: 0, fields: ['threshold_amount_usd'] }],
      }),
    );
    expect(changes.map((c) => c.text)).toEqual([
      "Condition 1: threshold_amount_usd changed from '100' to '250'",
    ]);
  });

  it('says System for changes nobody made by hand', () => {
    expect(authorOf(entry(['rule_created'], null, RULE))).toBe('System');
  });
});

describe('audit trail titles', () => {
  it("titles a rule entry with that version's name, even after the rule was renamed", () => {
    const renamedSince = {
      classifier_version: {
        id: 2,
        field_dict: RULE,
        rule_uuid: 'uuid',
        rule_name: 'Renamed since',
        version: 1,
      },
    };
    expect(subjectOf(entry(['rule_created'], null, RULE, renamedSince))).toBe("Rule 'Darknet'");
    expect(subjectOf(entry(['policy_created'], null, { name: 'Sanctions' }))).toBe('Policy');
  });
});
