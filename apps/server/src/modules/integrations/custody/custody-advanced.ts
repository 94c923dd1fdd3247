import { savedCustodyConfig } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';

/**
 * The operator turns the advanced custody integration on or off for every workspace of an organisation (users see
 * its toggle read-only: spec part 3 §4.4). Answers how many custody integrations it changed.
 */
export async function setCustodyAdvanced(
  db: Db,
  organizationId: number,
  isEnabled: boolean,
): Promise<number> {
  const rows = await db
    .selectFrom('integrations as i')
    .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
    .select(['i.id', 'i.config'])
    .where('w.organization_id', '=', organizationId)
    .where('i.provider', '=', 'fireblocks')
    .execute();
  let changed = 0;
  for (const row of rows) {
    const config = savedCustodyConfig.safeParse(row.config);
    if (!config.success || config.data.is_advanced_integration_enabled === isEnabled) continue;
    await db
      .updateTable('integrations')
      .set({
        config: JSON.stringify({ ...config.data, is_advanced_integration_enabled: isEnabled }),
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    changed++;
  }
  return changed;
}
