import type { CaseDetail, CaseListItem, CaseTabCounts, CaseUser } from '@riskscreen/shared';

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

export const COUNTS: CaseTabCounts = { assigned_to_me: 4, unassigned: 6, closed: 2, all: 45 };

export const AGENTS: CaseUser[] = [
  { user_id: 8, email: 'grace@example.test', full_name: 'Grace Hopper', role: 2, case_role: 2 },
  { user_id: 9, email: 'alan@example.test', full_name: 'Alan Turing', role: 2, case_role: 2 },
];
