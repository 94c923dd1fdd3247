import { CustomTagType, RiskLevel } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { syncListRule } from './list-rule.ts';

const SYSTEM_LISTS = [
  {
    type: CustomTagType.Whitelist,
    name: 'Whitelist',
    description: 'Addresses the workspace trusts.',
    risk_level: RiskLevel.NoRisk,
  },
  {
    type: CustomTagType.Blacklist,
    name: 'Blacklist',
    description: 'Addresses the workspace refuses to deal with.',
    risk_level: RiskLevel.Critical,
  },
] as const;

/**
 * Every workspace has a whitelist and a blacklist (spec part 3 §2.8: system lists, type 1 and 2, read-only), the
 * blacklist with its system rule (template 25). Idempotent: cheap when both exist, safe when two calls race.
 */
export async function ensureSystemLists(db: Db, workspaceId: number): Promise<void> {
  const present = await db
    .selectFrom('custom_tags')
    .select('type')
    .where('workspace_id', '=', workspaceId)
    .where('type', '>', 0)
    .execute();
  if (present.length === SYSTEM_LISTS.length) return;
  const have = new Set(present.map((p) => p.type));
  for (const list of SYSTEM_LISTS) {
    if (have.has(list.type)) continue;
    // Migration 0007 calls this inside its own transaction, where Kysely cannot open another.
    const inTransaction = <T>(work: (trx: Db) => Promise<T>) =>
      db.isTransaction ? work(db) : db.transaction().execute(work);
    await inTransaction(async (trx) => {
      const row = await trx
        .insertInto('custom_tags')
        .values({
          workspace_id: workspaceId,
          name: list.name,
          description: list.description,
          risk_level: list.risk_level,
          type: list.type,
          is_active: true,
          is_in_custom_list: true,
          added_by: null,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) await syncListRule(trx, row);
    });
  }
}
