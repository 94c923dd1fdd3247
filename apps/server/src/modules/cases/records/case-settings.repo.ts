import { DEFAULT_AUTO_CREATE_CASE_ALERT_LEVELS } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { type ReadMemo, readOnce } from '../../../lib/read-memo.ts';

export type CaseSettings = {
  workspaceId: number;
  /** 0 manual, 1 round robin, 2 least outstanding. */
  assignmentType: number;
  mandatoryApproval: boolean;
  /** 0 round robin, 1 least outstanding. */
  approverAssignmentType: number;
  autoCreateAlertLevels: number[];
  lastAgentId: number | null;
  lastApproverId: number | null;
};

const COLUMNS = [
  'workspace_id',
  'assignment_type',
  'mandatory_approval',
  'approver_assignment_type',
  'auto_create_alert_levels',
  'last_agent_id',
  'last_approver_id',
] as const;

type Row = {
  workspace_id: number;
  assignment_type: number;
  mandatory_approval: boolean;
  approver_assignment_type: number;
  auto_create_alert_levels: number[];
  last_agent_id: number | null;
  last_approver_id: number | null;
};

function settingsOf(row: Row): CaseSettings {
  return {
    workspaceId: row.workspace_id,
    assignmentType: row.assignment_type,
    mandatoryApproval: row.mandatory_approval,
    approverAssignmentType: row.approver_assignment_type,
    autoCreateAlertLevels: row.auto_create_alert_levels.map(Number),
    lastAgentId: row.last_agent_id,
    lastApproverId: row.last_approver_id,
  };
}

/** The workspace's case preferences; the defaults until someone sets them (no row is written by reading). */
export async function readCaseSettings(db: Db, workspaceId: number): Promise<CaseSettings> {
  const row = await db
    .selectFrom('case_settings')
    .select(COLUMNS)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row
    ? settingsOf(row)
    : {
        workspaceId,
        assignmentType: 0,
        mandatoryApproval: false,
        approverAssignmentType: 0,
        autoCreateAlertLevels: [...DEFAULT_AUTO_CREATE_CASE_ALERT_LEVELS],
        lastAgentId: null,
        lastApproverId: null,
      };
}

/**
 * The workspace's settings row, made if missing and locked (FOR UPDATE) until the caller's transaction ends: every
 * case creation and every approver assignment of a workspace passes here one at a time, so the case numbers and
 * the round-robin cursors advance without gaps or repeats, and counts read for least outstanding hold.
 */
export async function lockCaseSettings(trx: Db, workspaceId: number): Promise<CaseSettings> {
  await ensureCaseSettings(trx, workspaceId);
  const row = await trx
    .selectFrom('case_settings')
    .select(COLUMNS)
    .where('workspace_id', '=', workspaceId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return settingsOf(row);
}

/**
 * The settings row locked, as `lockCaseSettings`, and the workspace's next case number taken, in one update that
 * answers with the settings.
 */
export async function lockCaseSettingsTakingNumber(
  trx: Db,
  workspaceId: number,
  /** A batch's reads: the row is made at most once per batch. */
  reads?: ReadMemo,
): Promise<{ settings: CaseSettings; number: number }> {
  await readOnce(reads, `case-settings-row:${workspaceId}`, () => ensureCaseSettings(trx, workspaceId));
  const row = await trx
    .updateTable('case_settings')
    .set((eb) => ({ next_case_number: eb('next_case_number', '+', 1) }))
    .where('workspace_id', '=', workspaceId)
    .returning([...COLUMNS, 'next_case_number'])
    .executeTakeFirstOrThrow();
  return { settings: settingsOf(row), number: row.next_case_number - 1 };
}

/** The workspace's settings row, made with the defaults when missing. */
async function ensureCaseSettings(trx: Db, workspaceId: number): Promise<void> {
  await trx
    .insertInto('case_settings')
    .values({
      workspace_id: workspaceId,
      auto_create_alert_levels: [...DEFAULT_AUTO_CREATE_CASE_ALERT_LEVELS],
    })
    .onConflict((oc) => oc.column('workspace_id').doNothing())
    .execute();
}

/** Any of the row's settings (the workspace it belongs to is not one of them). */
export type CaseSettingsChange = Partial<Omit<Row, 'workspace_id'>>;

/** Change the workspace's settings row (made with the defaults first when missing). */
export async function updateCaseSettings(
  trx: Db,
  workspaceId: number,
  change: CaseSettingsChange,
): Promise<CaseSettings> {
  await lockCaseSettings(trx, workspaceId);
  if (Object.keys(change).length > 0) {
    await trx.updateTable('case_settings').set(change).where('workspace_id', '=', workspaceId).execute();
  }
  return readCaseSettings(trx, workspaceId);
}
