import { CASE_EVENT_TYPES } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { CaseEntityRef, EntityDescription } from './case-entity.ts';
import { type FirstCaseEvent, type NewCaseEvent, recordCaseEvents } from './case-events.ts';
import { caseRiskLevel } from './case-figures.ts';

type CaseRef = { workspaceId: number; caseId: number };

/**
 * Put entities into a case in the caller's transaction (those already in it are left as they are): one timeline
 * entry (4) per entity added, and one (3) when the case's risk level changes with them. Answers how many were
 * added. The entities must be the workspace's live ones (describeEntities). A case created in this transaction
 * (`newCase`) has no entity yet: its risk level before is 0, and after the highest of the entities added, without
 * asking.
 */
export async function addCaseEntities(
  trx: Db,
  target: CaseRef,
  entities: readonly EntityDescription[],
  actorId: number | null,
  options: {
    newCase?: boolean;
    /** When the entries are made (default: now). */
    at?: Date;
    /** More entries of the timeline, written after these ones in the same statement (a new case's first alerts). */
    alsoRecord?: readonly FirstCaseEvent[];
  } = {},
): Promise<number> {
  if (entities.length === 0) return 0;
  const before = options.newCase ? 0 : await caseRiskLevel(trx, target.caseId);
  const inserted = await trx
    .insertInto('case_entities')
    .values(
      entities.map((e) => ({
        workspace_id: target.workspaceId,
        case_id: target.caseId,
        entity_type: e.type,
        object_id: e.id,
        added_by: actorId,
        // The same moment as the timeline's entry (a screening's time, which a demo or an import may set).
        ...(options.at ? { added_at: options.at } : {}),
      })),
    )
    .onConflict((oc) => oc.columns(['case_id', 'entity_type', 'object_id']).doNothing())
    .returning(['entity_type', 'object_id'])
    .execute();
  const added = new Set(inserted.map((r) => `${r.entity_type}:${r.object_id}`));
  const events: NewCaseEvent[] = entities
    .filter((entity) => added.has(`${entity.type}:${entity.id}`))
    .map((entity) => ({
      ...target,
      type: CASE_EVENT_TYPES.entityAddedOrRemoved,
      actorId,
      context: entityContext(entity, 'added'),
      ...(options.at && { at: options.at }),
    }));
  // A new case holds exactly the entities just added: its level is theirs (as caseRiskLevel would read it).
  const after = options.newCase
    ? Math.max(0, ...entities.filter((e) => added.has(`${e.type}:${e.id}`)).map((e) => e.riskLevel))
    : await caseRiskLevel(trx, target.caseId);
  const riskChange = riskChangeEvent(target, before, after, actorId);
  if (riskChange) events.push({ ...riskChange, ...(options.at && { at: options.at }) });
  for (const event of options.alsoRecord ?? []) events.push({ ...target, ...event });
  await recordCaseEvents(trx, events);
  return added.size;
}

/** Take an entity out of a case; false when it was not in it. */
export async function removeCaseEntity(
  trx: Db,
  target: CaseRef,
  entity: CaseEntityRef & { identifier: string; currency: number | null },
  actorId: number,
): Promise<boolean> {
  const before = await caseRiskLevel(trx, target.caseId);
  const removed = await trx
    .deleteFrom('case_entities')
    .where('case_id', '=', target.caseId)
    .where('entity_type', '=', entity.type)
    .where('object_id', '=', entity.id)
    .returning('id')
    .executeTakeFirst();
  if (!removed) return false;
  const riskChange = riskChangeEvent(target, before, await caseRiskLevel(trx, target.caseId), actorId);
  await recordCaseEvents(trx, [
    {
      ...target,
      type: CASE_EVENT_TYPES.entityAddedOrRemoved,
      actorId,
      context: entityContext(entity, 'removed'),
    },
    ...(riskChange ? [riskChange] : []),
  ]);
  return true;
}

function entityContext(
  entity: CaseEntityRef & { identifier: string; currency: number | null },
  operation: 'added' | 'removed',
) {
  return {
    operation,
    entity_type: entity.type,
    object_id: entity.id,
    identifier: entity.identifier,
    currency: entity.currency,
  };
}

/** The timeline entry of a case's level moving from `before` to `after`; none when it stays. */
function riskChangeEvent(
  target: CaseRef,
  before: number,
  after: number,
  actorId: number | null,
): NewCaseEvent | undefined {
  if (after === before) return undefined;
  return {
    ...target,
    type: CASE_EVENT_TYPES.riskLevelUpdated,
    actorId,
    context: { from: before, to: after },
  };
}
