import type { WebhookLog } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { OutboxProvider } from '../../../db/integrations-schema.ts';

/**
 * Every attempt of the workspace's deliveries to one integration, newest first (spec part 3 §3, Webhook log; the
 * chat service's trail has the same shape).
 */
export async function outboxAuditTrail(
  db: Db,
  workspaceId: number,
  provider: OutboxProvider,
  page: { offset: number; limit: number },
): Promise<{ rows: WebhookLog[]; total: number }> {
  const base = db
    .selectFrom('webhook_attempts')
    .where('webhook_attempts.workspace_id', '=', workspaceId)
    .where('webhook_attempts.provider', '=', provider);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('webhook_deliveries', 'webhook_deliveries.id', 'webhook_attempts.delivery_id')
      .select([
        'webhook_attempts.id',
        'webhook_attempts.endpoint',
        'webhook_attempts.attempt',
        'webhook_attempts.response_code',
        'webhook_attempts.error',
        'webhook_attempts.attempted_at',
        'webhook_deliveries.event_type',
        'webhook_deliveries.entity_type',
        'webhook_deliveries.object_url',
      ])
      .orderBy('webhook_attempts.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      endpoint: row.endpoint,
      event: row.event_type,
      attempt: row.attempt,
      payload: { object: { url: row.object_url, entity_type: row.entity_type } },
      response_code: row.response_code,
      error: row.error,
      created_at: row.attempted_at.toISOString(),
    })),
    total: Number(total.n),
  };
}
