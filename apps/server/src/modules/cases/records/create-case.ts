import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import type { ReadMemo } from '../../../lib/read-memo.ts';
import { publishDomainEvent } from '../../platform/index.ts';
import { pickAgent } from './assign-case.ts';
import { addCaseEntities } from './case-entities.ts';
import type { EntityDescription } from './case-entity.ts';
import type { FirstCaseEvent } from './case-events.ts';
import { lockCaseSettingsTakingNumber } from './case-settings.repo.ts';

/** CASE-000042: a case's number as shown. */
export function caseIdOf(number: number): string {
  return `CASE-${String(number).padStart(6, '0')}`;
}

export type NewCase = {
  workspaceId: number;
  name: string;
  /** A member chosen by the person creating it; undefined or null: the workspace's assignment mode decides. */
  assignedTo?: number | null | undefined;
  /** null: the system (auto-created on screening). */
  createdBy: number | null;
  isAutoCreated: boolean;
  entities: readonly EntityDescription[];
  at?: Date;
  /** Timeline entries after its entities' (the alerts that opened it), written with them. */
  alsoRecord?: readonly FirstCaseEvent[];
  /** A batch's reads (the settings row is made at most once per batch). */
  reads?: ReadMemo | undefined;
};

/**
 * Create a case in the caller's transaction: the workspace's next number and, without a chosen assignee, the agent
 * of the assignment mode, both taken under the settings row's lock (concurrent creations queue there, so numbers
 * never repeat and round robin and least outstanding stay fair); then its first entities, and the case.opened event
 * (its level: the highest of its entities', as the case list computes it).
 */
export function createCase(db: Db, input: NewCase): Promise<{ id: number; caseId: string }> {
  return inTransaction(db, (trx) => insertCase(trx, input));
}

async function insertCase(trx: Db, input: NewCase): Promise<{ id: number; caseId: string }> {
  const { settings, number } = await lockCaseSettingsTakingNumber(trx, input.workspaceId, input.reads);
  const assignedTo = input.assignedTo ?? (await pickAgent(trx, settings));
  const at = input.at ?? new Date();
  const row = await trx
    .insertInto('cases')
    .values({
      workspace_id: input.workspaceId,
      number,
      case_id: caseIdOf(number),
      name: input.name,
      assigned_to: assignedTo,
      created_by: input.createdBy,
      is_auto_created: input.isAutoCreated,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'case_id'])
    .executeTakeFirstOrThrow();
  await addCaseEntities(
    trx,
    { workspaceId: input.workspaceId, caseId: row.id },
    input.entities,
    input.createdBy,
    { newCase: true, at, ...(input.alsoRecord && { alsoRecord: input.alsoRecord }) },
  );
  await publishDomainEvent(
    trx,
    input.workspaceId,
    'case.opened',
    {
      caseId: row.id,
      title: input.name,
      riskLevel: Math.max(0, ...input.entities.map((entity) => entity.riskLevel)),
      assigneeId: assignedTo,
    },
    input.createdBy,
  );
  return { id: row.id, caseId: row.case_id };
}
