import { z } from 'zod';
import { integerField, recordId, workspaceQuery } from './common.ts';

// Case preferences (spec part 3 §2.6, §3, §7.2): one row per workspace.

const assignmentType = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'Select a valid choice.',
});
const approverAssignmentType = z.union([z.literal(0), z.literal(1)], { error: 'Select a valid choice.' });

/** assignment_type 0 manual, 1 round robin, 2 least outstanding; approver_assignment_type 0 round robin, 1 least outstanding. */
export const caseAssignmentSettings = z.object({
  assignment_type: z.number().int(),
  approver_assignment_type: z.number().int(),
});
export type CaseAssignmentSettings = z.infer<typeof caseAssignmentSettings>;
export const caseAssignmentSettingsBody = z.object({
  assignment_type: assignmentType.optional(),
  approver_assignment_type: approverAssignmentType.optional(),
});
export type CaseAssignmentSettingsBody = z.input<typeof caseAssignmentSettingsBody>;

export const caseMandatoryApproval = z.object({ mandatory_approval: z.boolean() });
export const caseMandatoryApprovalBody = z.object({
  mandatory_approval: z.boolean({ error: 'Must be a valid boolean.' }),
});

export const caseUsersQuery = workspaceQuery.extend({
  /** Only members of this case role (1 approver, 2 agent); 'null' for members without one. */
  case_role: z.enum(['1', '2', 'null']).optional(),
});

/** A workspace member with their case role (null none, 1 approver, 2 agent). */
export const caseUser = z.object({
  user_id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role: z.number().int(),
  case_role: z.number().int().nullable(),
});
export type CaseUser = z.infer<typeof caseUser>;

export const caseUserParams = z.object({ userId: recordId });
export const caseUserBody = z.object({
  case_role: z.union([z.literal(1), z.literal(2), z.null()], { error: 'Select a valid choice.' }),
});
export type CaseUserBody = z.input<typeof caseUserBody>;

const alertLevel = integerField(1, 5);
/** The alert levels (1 Info … 5 Critical) at which screening opens a case; default [5, 3, 2, 1]. */
export const autoCreateCaseAlertLevels = z.object({
  auto_create_case_alert_levels: z.array(z.number().int()),
});
export const autoCreateCaseAlertLevelsBody = z.object({
  auto_create_case_alert_levels: z.array(alertLevel).max(5),
});
export const DEFAULT_AUTO_CREATE_CASE_ALERT_LEVELS = [5, 3, 2, 1] as const;
