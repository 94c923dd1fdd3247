import type { CaseTabCounts, CaseUser } from '@riskscreen/shared';

export const COUNTS: CaseTabCounts = { assigned_to_me: 4, unassigned: 6, closed: 2, all: 45 };

export const AGENTS: CaseUser[] = [
  { user_id: 8, email: 'grace@example.test', full_name: 'Grace Hopper', role: 2, case_role: 2 },
  { user_id: 9, email: 'alan@example.test', full_name: 'Alan Turing', role: 2, case_role: 2 },
];
