import type { CaseUser } from '@riskscreen/shared';

/** The case preferences as the page edits them (spec part 3 §2.6). */
export type CasePreferences = {
  /** Alert levels (1 Info … 5 Critical) that open a case, highest first. */
  levels: number[];
  /** User ids of the agents (case role 2) and approvers (case role 1), at most 3 each. */
  agents: number[];
  approvers: number[];
  /** 0 manual, 1 round robin, 2 least outstanding. */
  assignmentType: number;
  isMandatory: boolean;
  /** 0 round robin, 1 least outstanding. */
  approverAssignmentType: number;
};

export function toPreferences(data: {
  assignment: { assignment_type: number; approver_assignment_type: number };
  approval: { mandatory_approval: boolean };
  users: readonly CaseUser[];
  levels: readonly number[];
}): CasePreferences {
  return {
    levels: sortLevels(data.levels),
    agents: data.users.filter((u) => u.case_role === 2).map((u) => u.user_id),
    approvers: data.users.filter((u) => u.case_role === 1).map((u) => u.user_id),
    assignmentType: data.assignment.assignment_type,
    isMandatory: data.approval.mandatory_approval,
    approverAssignmentType: data.assignment.approver_assignment_type,
  };
}

export const sortLevels = (levels: readonly number[]) => [...new Set(levels)].sort((a, b) => b - a);

/** Whether anything differs from what is saved. */
export function isChanged(before: CasePreferences, after: CasePreferences): boolean {
  const same = (a: readonly number[], b: readonly number[]) => [...a].sort().join() === [...b].sort().join();
  return !(
    same(before.levels, after.levels) &&
    same(before.agents, after.agents) &&
    same(before.approvers, after.approvers) &&
    before.assignmentType === after.assignmentType &&
    before.isMandatory === after.isMandatory &&
    before.approverAssignmentType === after.approverAssignmentType
  );
}
