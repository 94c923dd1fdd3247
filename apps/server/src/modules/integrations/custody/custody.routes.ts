import { endpoints } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { type Api, pageOf } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import type { JobQueue } from '../../platform/index.ts';
import type { TargetGuard } from '../outbound/target-guard.ts';
import { listCustodyLogs } from './custody-logs.repo.ts';
import { receiveCustodyEvent } from './custody-webhook.ts';
import { unfreezeCustodyTransaction } from './unfreeze-custody-transaction.ts';

/** The exact bytes of each custody webhook call: its signature is over them, not over a re-serialized object. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * The custody service's routes (spec part 3 §7.5): its signed webhook, the custody log and the transaction page's
 * unfreeze. The webhook is public (the custody service holds no credentials of ours: its signature and the
 * integration's slug in the path say who it is), in a scope of its own that keeps the raw body.
 */
export function registerCustodyRoutes(
  api: Api,
  deps: { db: Db; config: Config; jobs: JobQueue; guard: TargetGuard },
): void {
  const { db, config, guard } = deps;

  route(api, endpoints.integrations.custodyLogs, { access: 'admin' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const { offset, limit } = request.query;
    const { rows, total } = await listCustodyLogs(db, workspaceId, { offset, limit });
    return pageOf(request, rows, total, offset, limit);
  });

  // Releasing funds the custody service holds for their risk is a compliance decision: workspace admins only.
  route(api, endpoints.integrations.custodyUnfreeze, { access: 'admin' }, async (request) =>
    unfreezeCustodyTransaction(
      { db, guard, fireblocks: config.fireblocks },
      { workspaceId: requireScope(request).workspaceId, email: requireCaller(request).email },
      request.params.id,
    ),
  );

  void api.register(async (scoped: Api) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        // Not JSON: the signature check refuses it (or the handler's own check answers 400).
        done(null, {});
      }
    });
    route(scoped, endpoints.integrations.custodyWebhook, { access: 'public' }, async (request) =>
      receiveCustodyEvent(
        { db, jobs: deps.jobs, fireblocks: config.fireblocks },
        {
          slug: request.params.slug,
          rawBody: rawBodies.get(request) ?? '',
          signature: headerOf(request, 'fireblocks-signature'),
        },
      ),
    );
  });
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
