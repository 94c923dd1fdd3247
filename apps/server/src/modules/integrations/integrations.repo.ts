import { type IntegrationProvider, savedSlackConfig, savedWebhookConfig } from '@riskscreen/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pageWithCount } from '../../lib/list-page.ts';

export type SavedWebhookConfig = z.output<typeof savedWebhookConfig>;

/** The chat service's configuration as stored: what answers show, and the workspace's id and the bot token. */
export const storedSlackConfig = savedSlackConfig.extend({ team_id: z.string(), bot_token: z.string() });
export type StoredSlackConfig = z.output<typeof storedSlackConfig>;

export type IntegrationRow = {
  id: number;
  provider: IntegrationProvider;
  is_active: boolean;
  config: Record<string, unknown>;
  webhook_slug: string | null;
  needs_reconnect: boolean;
};

const COLUMNS = ['id', 'provider', 'is_active', 'config', 'webhook_slug', 'needs_reconnect'] as const;

/** The workspace's integrations, in the order the cards show them. */
export async function listIntegrations(
  db: Db,
  workspaceId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: IntegrationRow[]; total: number }> {
  const base = db.selectFrom('integrations').where('workspace_id', '=', workspaceId);
  const { rows, count } = await pageWithCount(base.select(COLUMNS).orderBy('id'), page);
  return { rows, total: count };
}

export function findIntegration(
  db: Db,
  workspaceId: number,
  where: { id: number } | { provider: IntegrationProvider },
): Promise<IntegrationRow | undefined> {
  let query = db.selectFrom('integrations').select(COLUMNS).where('workspace_id', '=', workspaceId);
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('provider', '=', where.provider);
  return query.executeTakeFirst();
}

/**
 * Save the workspace's integration with a provider: created on the first save, changed after (two admins saving
 * at once: the later save is what stays, whole).
 */
export function saveIntegration(
  db: Db,
  workspaceId: number,
  values: {
    provider: IntegrationProvider;
    isActive: boolean;
    config: Record<string, unknown>;
    slug: string;
    /** Connected again (the chat service's authorisation): the provider's refusal is cleared. */
    isReconnected?: boolean;
  },
): Promise<IntegrationRow> {
  return db
    .insertInto('integrations')
    .values({
      workspace_id: workspaceId,
      provider: values.provider,
      is_active: values.isActive,
      config: JSON.stringify(values.config),
      webhook_slug: values.slug,
    })
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'provider']).doUpdateSet({
        is_active: values.isActive,
        config: JSON.stringify(values.config),
        ...(values.isReconnected && { needs_reconnect: false }),
        updated_at: new Date(),
      }),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The workspace's active webhook and its configuration, or undefined (none, deactivated, or unreadable). */
export async function activeWebhook(
  db: Db,
  workspaceId: number,
): Promise<{ id: number; config: SavedWebhookConfig } | undefined> {
  const row = await findIntegration(db, workspaceId, { provider: 'webhook' });
  if (!row?.is_active) return undefined;
  const config = savedWebhookConfig.safeParse(row.config);
  return config.success ? { id: row.id, config: config.data } : undefined;
}

/**
 * The workspace's chat service when it can post: active, and its token not refused since it was connected (a
 * refused one waits for a reconnection).
 */
export async function activeSlack(
  db: Db,
  workspaceId: number,
): Promise<{ id: number; config: StoredSlackConfig } | undefined> {
  const row = await findIntegration(db, workspaceId, { provider: 'slack' });
  if (!row?.is_active || row.needs_reconnect) return undefined;
  const config = storedSlackConfig.safeParse(row.config);
  return config.success ? { id: row.id, config: config.data } : undefined;
}
