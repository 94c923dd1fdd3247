import {
  POLICY_CATEGORY_LABELS,
  POLICY_TYPE_LABELS,
  type Policy,
  type PolicyCategory,
  type PolicyType,
} from '@riskscreen/shared';
import type { PolicyRow } from './policies.repo.ts';

export function presentPolicy(row: PolicyRow): Policy {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as PolicyType,
    type_verbose: POLICY_TYPE_LABELS[row.type as PolicyType] ?? '',
    category: row.category as PolicyCategory,
    category_verbose: POLICY_CATEGORY_LABELS[row.category as PolicyCategory] ?? '',
    is_enabled: row.is_enabled,
    is_for_custom_list: row.is_for_custom_list,
    rule_count: row.rule_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
