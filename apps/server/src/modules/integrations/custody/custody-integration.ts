import { type SavedCustodyConfig, savedCustodyConfig } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';

export type CustodyIntegration = {
  id: number;
  workspaceId: number;
  workspaceSlug: string;
  isActive: boolean;
  /** Null when the stored configuration cannot be read (nothing is acted on). */
  config: SavedCustodyConfig | null;
};

/** The custody integration its webhook URL names (by slug), or the workspace's, with the workspace's slug. */
export async function findCustodyIntegration(
  db: Db,
  where: { slug: string } | { workspaceId: number },
): Promise<CustodyIntegration | undefined> {
  let query = db
    .selectFrom('integrations as i')
    .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
    .select(['i.id', 'i.workspace_id', 'w.slug', 'i.is_active', 'i.config'])
    .where('i.provider', '=', 'fireblocks');
  query =
    'slug' in where
      ? query.where('i.webhook_slug', '=', where.slug)
      : query.where('i.workspace_id', '=', where.workspaceId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const config = savedCustodyConfig.safeParse(row.config);
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    workspaceSlug: row.slug,
    isActive: row.is_active,
    config: config.success ? config.data : null,
  };
}
