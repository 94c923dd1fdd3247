import {
  CUSTOM_LIST_MESSAGES,
  CustomTagType,
  type customTagCreateRequest,
  type customTagUpdateRequest,
} from '@riskscreen/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { type CustomTagRow, getCustomTag, isNameTaken } from './custom-tags.repo.ts';
import { deleteListRule, syncListRule } from './list-rule.ts';

type NewTag = z.output<typeof customTagCreateRequest>;
type TagChanges = z.output<typeof customTagUpdateRequest>;

const nameTaken = () => HttpError.fields({ name: [CUSTOM_LIST_MESSAGES.nameTaken] });

/** Create a custom tag or list; a list gets its system rule (template 26) in the same transaction. */
export async function createCustomTag(
  db: Db,
  workspaceId: number,
  userId: number,
  input: NewTag,
): Promise<CustomTagRow> {
  if (await isNameTaken(db, workspaceId, input.name)) throw nameTaken();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('custom_tags')
      .values({
        workspace_id: workspaceId,
        name: input.name,
        description: input.description,
        risk_level: input.is_in_custom_list ? input.risk_level : 0,
        type: CustomTagType.Custom,
        is_active: input.is_active,
        is_in_custom_list: input.is_in_custom_list,
        added_by: userId,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    // A concurrent create took the name between the check and the insert.
    if (!row) throw nameTaken();
    await syncListRule(trx, row);
    return row.id;
  });
  const created = await getCustomTag(db, workspaceId, id);
  if (!created) throw notFound();
  return created;
}

/**
 * Edit a tag or list. System lists (whitelist, blacklist) keep their name, level and status; only their
 * description changes. The list's system rule follows the edit.
 */
export async function updateCustomTag(
  db: Db,
  workspaceId: number,
  id: number,
  changes: TagChanges,
): Promise<CustomTagRow> {
  const current = await getCustomTag(db, workspaceId, id);
  if (!current) throw notFound();
  const isSystem = current.type !== CustomTagType.Custom;
  const renames = changes.name !== undefined && changes.name !== current.name;
  const relevels = changes.risk_level !== undefined && changes.risk_level !== current.risk_level;
  const toggles = changes.is_active !== undefined && changes.is_active !== current.is_active;
  if (isSystem && (renames || relevels || toggles)) {
    throw new HttpError(400, CUSTOM_LIST_MESSAGES.systemListReadOnly, 'system_list_read_only');
  }
  if (renames && changes.name && (await isNameTaken(db, workspaceId, changes.name, id))) throw nameTaken();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('custom_tags')
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.risk_level !== undefined &&
          current.is_in_custom_list && { risk_level: changes.risk_level }),
        ...(changes.is_active !== undefined && { is_active: changes.is_active }),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('workspace_id', '=', workspaceId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncListRule(trx, row);
  });
  const updated = await getCustomTag(db, workspaceId, id);
  if (!updated) throw notFound();
  return updated;
}

/** Delete a custom tag or list with its addresses and system rule. System lists cannot be deleted. */
export async function deleteCustomTag(db: Db, workspaceId: number, id: number): Promise<void> {
  const current = await getCustomTag(db, workspaceId, id);
  if (!current) throw notFound();
  if (current.type !== CustomTagType.Custom) {
    throw new HttpError(400, CUSTOM_LIST_MESSAGES.systemListReadOnly, 'system_list_read_only');
  }
  await db.transaction().execute(async (trx) => {
    await deleteListRule(trx, workspaceId, id);
    await trx
      .deleteFrom('custom_tags')
      .where('id', '=', id)
      .where('workspace_id', '=', workspaceId)
      .execute();
  });
}
