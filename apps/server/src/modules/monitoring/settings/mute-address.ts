import { COMMENT_TYPES } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { objectLink, recordComment } from '../../screening/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mute an address's monitoring for `days` (the monitor re-screens nothing of it until then) or unmute it, with a
 * Monitoring Status Update comment on the address by the caller, in one transaction.
 */
export async function muteAddress(
  db: Db,
  input: {
    workspaceId: number;
    workspaceSlug: string;
    userId: number;
    address: { id: number; blockchain: number; identifier: string };
    isMuted: boolean;
    days?: number | undefined;
  },
  now = new Date(),
): Promise<{ is_muted: boolean; muted_until: string | null }> {
  const { address } = input;
  const key = {
    workspace_id: input.workspaceId,
    blockchain: address.blockchain,
    identifier: address.identifier,
  };
  return inTransaction(db, async (trx) => {
    let mutedUntil: Date | null = null;
    if (input.isMuted) {
      const days = input.days ?? 1;
      mutedUntil = new Date(now.getTime() + days * DAY_MS);
      await trx
        .insertInto('address_monitoring_mutes')
        .values({ ...key, muted_until: mutedUntil, muted_by: input.userId })
        .onConflict((oc) =>
          oc
            .columns(['workspace_id', 'blockchain', 'identifier'])
            .doUpdateSet({ muted_until: mutedUntil ?? now, muted_by: input.userId, updated_at: now }),
        )
        .execute();
    } else {
      await trx
        .deleteFrom('address_monitoring_mutes')
        .where('workspace_id', '=', key.workspace_id)
        .where('blockchain', '=', key.blockchain)
        .where('identifier', '=', key.identifier)
        .execute();
    }
    const object = { type: 'address' as const, id: address.id };
    await recordComment(trx, {
      workspaceId: input.workspaceId,
      object,
      authorId: input.userId,
      type: COMMENT_TYPES.monitoringStatusUpdate,
      body: mutedUntil
        ? `<p>Muted monitoring for ${input.days ?? 1} ${input.days === 1 ? 'day' : 'days'} (until ${mutedUntil.toISOString().slice(0, 10)}).</p>`
        : '<p>Unmuted monitoring.</p>',
      link: objectLink(object, input.workspaceSlug),
    });
    return { is_muted: mutedUntil !== null, muted_until: mutedUntil?.toISOString() ?? null };
  });
}
