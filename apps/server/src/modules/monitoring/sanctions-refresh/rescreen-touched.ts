import type { FastifyBaseLogger } from 'fastify';
import type { ExposureDeps } from '../../exposure/index.ts';
import { screenAddress, screenTransaction } from '../../screening/index.ts';
import { findRefresh, finishRefresh } from './refreshes.repo.ts';
import { type SystemActor, systemActor } from './system-actor.ts';
import { type TouchedObject, touchedObjects } from './touched-objects.ts';

export type RescreenCounts = { addresses: number; transactions: number; failed: number };

/**
 * The refresh's re-screens (job sanctions.rescreen): every live object its added or ended labels touch, in every
 * workspace, screened again through the screening module as the system, so the workspace's rules raise alerts on a
 * newly listed address and auto-resolve those of a delisted one with the delisting as the reason (decision 0028).
 * One object per unit of work; an object that cannot be screened (no credit left, no user left) is counted and
 * logged, the others go on. Stopped (the server stops), it throws so the queue takes it again: objects re-screened
 * since the refresh are not screened twice.
 */
export async function rescreenTouched(
  deps: ExposureDeps,
  refreshId: number,
  options: { log: FastifyBaseLogger; signal?: AbortSignal },
): Promise<RescreenCounts | undefined> {
  const { db } = deps;
  const refresh = await findRefresh(db, refreshId);
  if (refresh?.status !== 'running' || refresh.label_import_id === null) return undefined;
  const objects = await touchedObjects(db, refresh.label_import_id, refresh.started_at);
  const counts: RescreenCounts = { addresses: 0, transactions: 0, failed: 0 };
  // Earlier attempts' counts, when this run resumes one.
  const before = refresh.outcome.rescreened;
  const actors = new Map<string, SystemActor | undefined>();
  // Why each object is screened again, as its alert items and their cycles say it.
  const reason = `Sanctions list refresh ${refreshId}: label import ${refresh.label_import_id} from ${refresh.path}`;
  for (const object of objects) {
    if (options.signal?.aborted)
      throw new Error('Stopped before the re-screens ended; resumed on the next run');
    const key = `${object.workspaceId}:${object.screenedBy}`;
    if (!actors.has(key)) actors.set(key, await systemActor(db, object.workspaceId, object.screenedBy));
    const actor = actors.get(key);
    try {
      if (!actor) throw new Error('no active user left in the organisation');
      await rescreen(deps, actor, object, reason);
      if (object.type === 'address') counts.addresses++;
      else counts.transactions++;
    } catch (error) {
      counts.failed++;
      options.log.warn(
        { err: error, object: { type: object.type, id: object.id, workspaceId: object.workspaceId } },
        'sanctions refresh: re-screen failed',
      );
    }
  }
  const total = {
    addresses: counts.addresses + (before?.addresses ?? 0),
    transactions: counts.transactions + (before?.transactions ?? 0),
    failed: counts.failed,
  };
  await finishRefresh(db, refreshId, { ...refresh.outcome, rescreened: total }, new Date());
  options.log.info({ refreshId, ...total }, 'sanctions refresh: re-screens done');
  return total;
}

/** Screen the object again as it was screened: its customer fields kept (a transaction's report depends on them). */
async function rescreen(
  deps: ExposureDeps,
  actor: SystemActor,
  object: TouchedObject,
  reason: string,
): Promise<void> {
  const type: 1 | 2 | null =
    object.customerType === 1 || object.customerType === 2 ? object.customerType : null;
  const customer = object.customerId ? { customer_id: object.customerId, type } : {};
  if (object.type === 'address') {
    const identifier =
      object.destinationTag === null ? object.identifier : `${object.identifier}:${object.destinationTag}`;
    await screenAddress(
      deps,
      actor.scope,
      actor.caller,
      {
        identifier,
        currency: object.blockchain,
        ...customer,
      },
      new Date(),
      { reason },
    );
    return;
  }
  await screenTransaction(
    deps,
    actor.scope,
    actor.caller,
    {
      identifier: object.identifier,
      currency: object.blockchain,
      ...customer,
      ...(object.customerId && object.customerAddress ? { address: object.customerAddress } : {}),
    },
    new Date(),
    { reason },
  );
}
