import { endpoints, policyCreateSchema, policyUpdateSchema } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { policyHistory } from './history.repo.ts';
import { parseBody } from './parse-body.ts';
import { requireBehaviourRules, workspacePlanFlags } from './plan-guard.ts';
import { findPolicy, insertPolicy, listPolicies, updatePolicy } from './policies.repo.ts';
import { alertsTriggeredOverTime, mostTriggeredRules, objectsFlagged } from './policy-stats.repo.ts';
import { presentPolicy } from './present-policy.ts';
import { requestTimeZone } from './request-time-zone.ts';
import { rulesRetired } from './rules-retired.ts';

/** Risk policies (spec part 3 §7.3): list, create, read, edit (with history), and their charts. */
export const policyRoutes: RouteModule = (api, { db }) => {
  const load = async (workspaceId: number, id: number) => {
    const policy = await findPolicy(db, workspaceId, id);
    if (!policy) throw notFound();
    return policy;
  };

  route(api, endpoints.policies.list, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const { rows, count } = await listPolicies(db, workspaceId, request.query);
    return pageOf(request, rows.map(presentPolicy), count, request.query.offset, request.query.limit);
  });

  route(api, endpoints.policies.create, { access: 'admin' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const input = parseBody(policyCreateSchema, request.body);
    requireBehaviourRules(await workspacePlanFlags(db, workspaceId), input.category, input.is_enabled);
    const id = await db
      .transaction()
      .execute((trx) => insertPolicy(trx, workspaceId, input, requireCaller(request).userId));
    return presentPolicy(await load(workspaceId, id));
  });

  route(api, endpoints.policies.detail, { access: 'workspace' }, async (request) =>
    presentPolicy(await load(requireScope(request).workspaceId, request.params.id)),
  );

  route(api, endpoints.policies.update, { access: 'admin' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const policy = await load(workspaceId, request.params.id);
    const input = parseBody(policyUpdateSchema, request.body);
    const isEnabled = input.is_enabled ?? policy.is_enabled;
    if (isEnabled && !policy.is_enabled) {
      requireBehaviourRules(await workspacePlanFlags(db, workspaceId), policy.category, true);
    }
    await db.transaction().execute(async (trx) => {
      const changes = { name: input.name, description: input.description, is_enabled: isEnabled };
      await updatePolicy(trx, policy, changes, requireCaller(request).userId);
      if (policy.is_enabled && !isEnabled) {
        // Rules of a deactivated policy no longer run, and their active alerts become inactive.
        const rules = await trx
          .selectFrom('rules')
          .select('id')
          .where('workspace_id', '=', workspaceId)
          .where('policy_id', '=', policy.id)
          .execute();
        await rulesRetired.run(trx, { workspaceId, ruleIds: rules.map((r) => r.id) });
      }
    });
    return presentPolicy(await load(workspaceId, policy.id));
  });

  route(api, endpoints.policies.history, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const policy = await load(workspaceId, request.params.id);
    return policyHistory(db, workspaceId, policy.id);
  });

  route(api, endpoints.policies.objectsFlagged, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const policy = await load(workspaceId, request.params.id);
    return objectsFlagged(db, { workspaceId, policyId: policy.id }, policy.type);
  });

  route(api, endpoints.policies.mostTriggeredRules, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const policy = await load(workspaceId, request.params.id);
    return mostTriggeredRules(db, { workspaceId, policyId: policy.id });
  });

  route(api, endpoints.policies.alertsOverTime, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const policy = await load(workspaceId, request.params.id);
    return alertsTriggeredOverTime(
      db,
      { workspaceId, policyId: policy.id },
      requestTimeZone(request.headers),
    );
  });
};
