import { z } from 'zod';
import type { Db } from '../../../db/client.ts';

/**
 * The organisation's integration switches as stored (organizations.integration_flags): the custody service's card
 * and the third-party widgets the web may load, and the support widget's key. Anything missing or unreadable is
 * off: a self-hosted install loads no third-party script until its operator turns one on.
 */
const storedFlags = z.object({
  fireblocks_enabled: z.boolean().catch(false).default(false),
  is_support_widget_enabled: z.boolean().catch(false).default(false),
  is_chat_messenger_enabled: z.boolean().catch(false).default(false),
  is_session_recording_enabled: z.boolean().catch(false).default(false),
  is_tag_manager_enabled: z.boolean().catch(false).default(false),
  is_product_analytics_enabled: z.boolean().catch(false).default(false),
  support_key: z.string().nullable().catch(null).default(null),
});
export type IntegrationFlags = z.output<typeof storedFlags>;

export function integrationFlagsOf(stored: unknown): IntegrationFlags {
  const parsed = storedFlags.safeParse(stored ?? {});
  return parsed.success ? parsed.data : storedFlags.parse({});
}

/** Whether the organisation of a workspace may use the custody service (its card and its activation). */
export async function isCustodyEnabledFor(db: Db, workspaceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('workspaces as w')
    .innerJoin('organizations as o', 'o.id', 'w.organization_id')
    .select('o.integration_flags')
    .where('w.id', '=', workspaceId)
    .executeTakeFirst();
  return integrationFlagsOf(row?.integration_flags).fireblocks_enabled;
}

/** The operator turns the custody service on or off for an organisation (its other switches are kept). */
export async function setCustodyEnabled(db: Db, organizationId: number, isEnabled: boolean): Promise<void> {
  const row = await db
    .selectFrom('organizations')
    .select('integration_flags')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('organizations')
    .set({ integration_flags: JSON.stringify({ ...row.integration_flags, fireblocks_enabled: isEnabled }) })
    .where('id', '=', organizationId)
    .execute();
}
