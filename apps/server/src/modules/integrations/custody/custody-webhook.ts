import { custodyEvent } from '@riskscreen/shared';
import type { FireblocksConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import type { JobQueue } from '../../platform/index.ts';
import { queueCustodyEvent } from './custody-event-job.ts';
import { findCustodyIntegration } from './custody-integration.ts';
import { insertCustodyLog } from './custody-logs.repo.ts';
import { isFireblocksSignatureValid } from './fireblocks-signature.ts';

const refused = (detail: string) => new HttpError(401, detail, 'custody_signature');

/**
 * One call of the custody service's webhook: its signature checked over the exact body, then the event recorded in
 * the custody log and queued for screening, so the answer comes at once (the service retries a slow receiver).
 * An unsigned or forged call is refused and records nothing; an inactive integration's events are logged as skipped.
 */
export async function receiveCustodyEvent(
  deps: { db: Db; jobs: JobQueue; fireblocks: FireblocksConfig },
  call: { slug: string; rawBody: string; signature: string | undefined },
): Promise<{ detail: string }> {
  const integration = await findCustodyIntegration(deps.db, { slug: call.slug });
  if (!integration) throw notFound();
  const publicKey = deps.fireblocks.webhookPublicKey;
  if (!publicKey) throw refused('Fireblocks events cannot be verified: no public key is configured.');
  if (!call.signature) throw refused('The fireblocks-signature header is missing.');
  if (!isFireblocksSignatureValid(publicKey, call.rawBody, call.signature))
    throw refused('The fireblocks-signature does not match the body.');
  const event = custodyEvent.safeParse(parseJson(call.rawBody));
  if (!event.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of event.error.issues) {
      const key = issue.path.join('.') || 'body';
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    throw HttpError.fields(fields);
  }
  await deps.db.transaction().execute(async (trx) => {
    const logId = await insertCustodyLog(trx, {
      workspaceId: integration.workspaceId,
      integrationId: integration.id,
      payload: event.data,
      custodyTxId: event.data.data.id,
      ...(!integration.isActive && {
        status: 'skipped' as const,
        statusVerbose: 'Skipped: the integration is not active',
        processedTime: new Date(),
      }),
    });
    if (integration.isActive) await queueCustodyEvent(trx, deps.jobs, logId);
  });
  return { detail: 'Received' };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
