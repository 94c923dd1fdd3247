import { validateAddress } from '@riskscreen/engine';
import { COMMENT_TYPES, MONITORING_MESSAGES, type MonitoredAddress } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { resolveChain } from '../../exposure/index.ts';
import { objectLink, recordComment } from '../../screening/index.ts';
import { archiveMonitoredAddress, upsertMonitoredAddress } from './monitored-addresses.repo.ts';

type Actor = { workspaceId: number; workspaceSlug: string; userId: number };
type AddressInput = { identifier: string; currency: number; comment?: string | undefined };

/** The address as the list keeps it: on a known chain, valid there, in the chain's own spelling. */
function listedKey(input: AddressInput): { blockchain: number; identifier: string } {
  if (input.identifier === '') throw HttpError.fields({ identifier: [MONITORING_MESSAGES.fillAllFields] });
  const chain = resolveChain(input.currency);
  const check = validateAddress(chain.blockchain, input.identifier);
  if (!check.ok) throw HttpError.fields({ identifier: [check.message] });
  return { blockchain: chain.blockchain, identifier: check.address };
}

/**
 * The address page's Monitoring Status Update comment, when the workspace screened the address: what changed and
 * the analyst's words, kept with the change in one transaction.
 */
async function commentOnAddress(
  trx: Db,
  actor: Actor,
  key: { blockchain: number; identifier: string },
  said: string,
  comment: string | undefined,
): Promise<void> {
  const screened = await trx
    .selectFrom('screened_addresses')
    .select('id')
    .where('workspace_id', '=', actor.workspaceId)
    .where('blockchain', '=', key.blockchain)
    .where('identifier', '=', key.identifier)
    .where('archived_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (!screened) return;
  const object = { type: 'address' as const, id: screened.id };
  // The analyst's comment is the comment editor's HTML; recordComment sanitises it.
  const words = comment ? `<p>${said}</p>${comment}` : `<p>${said}</p>`;
  await recordComment(trx, {
    workspaceId: actor.workspaceId,
    object,
    authorId: actor.userId,
    type: COMMENT_TYPES.monitoringStatusUpdate,
    body: words,
    link: objectLink(object, actor.workspaceSlug),
  });
}

/** Monitor an address (or list it as ignored), with the caller's comment on the address. */
export async function listMonitoredAddress(
  db: Db,
  actor: Actor,
  input: AddressInput & { is_ignored: boolean },
): Promise<MonitoredAddress> {
  const key = listedKey(input);
  return inTransaction(db, async (trx) => {
    const entry = await upsertMonitoredAddress(trx, {
      workspaceId: actor.workspaceId,
      ...key,
      isIgnored: input.is_ignored,
      userId: actor.userId,
    });
    const said = input.is_ignored ? MONITORING_MESSAGES.deactivated : MONITORING_MESSAGES.enabled;
    await commentOnAddress(trx, actor, key, said, input.comment);
    return entry;
  });
}

/** Take an address off the list (404 when it is not on it), with the caller's comment on the address. */
export async function unlistMonitoredAddress(db: Db, actor: Actor, input: AddressInput): Promise<void> {
  const key = listedKey(input);
  await inTransaction(db, async (trx) => {
    if (!(await archiveMonitoredAddress(trx, { workspaceId: actor.workspaceId, ...key }))) throw notFound();
    await commentOnAddress(trx, actor, key, 'Removed from the monitored addresses list', input.comment);
  });
}
