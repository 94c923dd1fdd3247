import type { CaseDetail, CaseListItem } from '@riskscreen/shared';

/** A case of the case list; a test overrides what it is about. */
export function caseRow(id: number, overrides: Partial<CaseListItem> = {}): CaseListItem {
  return {
    id,
    case_id: `CASE-${String(id).padStart(6, '0')}`,
    name: `Investigation of wallet cluster ${id}`,
    risk_level: 4,
    status: 1,
    assigned_to: 8,
    assigned_to_name: 'Grace Hopper',
    approver_id: null,
    approver_name: null,
    approved_by: null,
    approved_by_name: null,
    approved_at: null,
    closed_at: null,
    open_alerts_count: 3,
    is_auto_created_case: false,
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-02T11:30:00Z',
    ...overrides,
  };
}

export function caseDetail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ...caseRow(7),
    created_by_name: 'Ada Admin',
    addresses_count: 1,
    transactions_count: 0,
    customers_count: 0,
    actions: [
      { action: 'close', status: 2 },
      { action: 'escalate', status: 3 },
    ],
    ...overrides,
  };
}
