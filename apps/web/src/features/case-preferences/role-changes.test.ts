import type { CaseUser } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { roleChanges } from './api.ts';
import { isChanged, toPreferences } from './preferences-form.ts';

const user = (user_id: number, case_role: number | null): CaseUser => ({
  user_id,
  email: `u${user_id}@example.test`,
  full_name: `User ${user_id}`,
  role: 2,
  case_role,
});

const USERS = [user(1, 2), user(2, 2), user(3, 2), user(4, 1), user(5, null)];
const SAVED = toPreferences({
  assignment: { assignment_type: 1, approver_assignment_type: 0 },
  approval: { mandatory_approval: false },
  users: USERS,
  levels: [1, 5, 3, 2],
});

describe('case preferences', () => {
  it('reads agents and approvers from the members, levels highest first', () => {
    expect(SAVED).toEqual({
      levels: [5, 3, 2, 1],
      agents: [1, 2, 3],
      approvers: [4],
      assignmentType: 1,
      isMandatory: false,
      approverAssignmentType: 0,
    });
    expect(isChanged(SAVED, { ...SAVED, agents: [3, 2, 1] })).toBe(false);
    expect(isChanged(SAVED, { ...SAVED, isMandatory: true })).toBe(true);
  });

  it('swaps an agent by taking the role away first, so the limit of three never trips', () => {
    expect(roleChanges({ ...SAVED, agents: [1, 2, 5] }, USERS)).toEqual([
      { userId: 3, role: null },
      { userId: 5, role: 2 },
    ]);
  });

  it('keeps approvers under Regular approval and changes nobody when nothing changed', () => {
    expect(roleChanges(SAVED, USERS)).toEqual([]);
    expect(roleChanges({ ...SAVED, isMandatory: true, approvers: [4, 5] }, USERS)).toEqual([
      { userId: 5, role: 1 },
    ]);
  });
});
