import { savedCustodyConfig } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { queueMail } from '../../platform/index.ts';

/**
 * The operator turns the advanced custody integration on or off for every workspace of an organisation (users see
 * its toggle read-only: spec part 3 §4.4). A workspace whose advanced settings notification is on is told by
 * mail (the outbox: sent with the server's next delivery). Answers how many custody integrations it changed.
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
    const { notification_emails: emails, is_advanced_settings_notification_enabled: notify } = config.data;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('integrations')
        .set({
          config: JSON.stringify({ ...config.data, is_advanced_integration_enabled: isEnabled }),
          updated_at: new Date(),
        })
        .where('id', '=', row.id)
        .execute();
      if (notify)
        await queueMail(
          trx,
          emails.map((to) => ({
            to,
            subject: `Fireblocks: the advanced integration was turned ${isEnabled ? 'on' : 'off'}`,
            text: `Support turned the advanced Fireblocks integration ${isEnabled ? 'on' : 'off'} for your workspace.`,
            link: '/settings/workspace/integrations/fireblocks',
          })),
        );
    });
    changed++;
  }
  return changed;
}
