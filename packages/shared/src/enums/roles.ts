/** Workspace membership roles (spec part 1 §6). */
export const Role = {
  Admin: 1,
  Agent: 2,
  ServiceAccount: 3,
  L1Agent: 4,
  L2Agent: 5,
  L3Agent: 6,
  L4Agent: 7,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const ROLE_LABELS: Record<Role, string> = {
  1: 'Admin',
  2: 'Agent',
  3: 'Service Account',
  4: 'L1 Agent',
  5: 'L2 Agent',
  6: 'L3 Agent',
  7: 'L4 Agent',
};

export const ROLES: readonly Role[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * Case roles. The specification reads this two ways; decision (DESIGN.md §2, docs/decisions/0002):
 * 1 = approver, 2 = agent, everywhere.
 */
export const CaseRole = { Approver: 1, Agent: 2 } as const;
export type CaseRole = (typeof CaseRole)[keyof typeof CaseRole];
export const CASE_ROLE_LABELS: Record<CaseRole, string> = { 1: 'Approver', 2: 'Agent' };
