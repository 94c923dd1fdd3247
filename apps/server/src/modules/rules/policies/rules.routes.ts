import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { type QueueDeps, queueRequestExport } from '../../platform/index.ts';
import { customTagNames } from './custom-tag-names.repo.ts';
import { ruleHistory } from './history.repo.ts';
import { findPolicy } from './policies.repo.ts';
import { alertsTriggeredOverTime, objectsFlagged } from './policy-stats.repo.ts';
import { presentRule } from './present-rule.ts';
import { requestTimeZone } from './request-time-zone.ts';
import { createRule, editRule, revertRule } from './rule-writes.ts';
import { findRule, listRules, type RuleRow } from './rules.repo.ts';
import { RULES_EXPORT } from './rules-csv.ts';

/** Rules (classifiers) of a policy and across policies (spec part 3 §7.3), their history and analytics. */
export const ruleRoutes: RouteModule<BaseDeps & QueueDeps> = (api, deps) => {
  const { db } = deps;
  const loadPolicy = async (workspaceId: number, id: number) => {
    const policy = await findPolicy(db, workspaceId, id);
    if (!policy) throw notFound();
    return policy;
  };
  const loadRule = async (workspaceId: number, policyId: number, uuid: string) => {
    const rule = await findRule(db, workspaceId, policyId, uuid);
    if (!rule) throw notFound();
    return rule;
  };
  const present = async (workspaceId: number, rows: RuleRow[]) => {
    const names = await customTagNames(db, workspaceId, rows);
    return rows.map((row) => presentRule(row, names));
  };
  const presentOne = async (rule: RuleRow) =>
    presentRule(rule, await customTagNames(db, rule.workspace_id, [rule]));

  route(api, endpoints.rules.listAll, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const { rows, count } = await listRules(db, workspaceId, request.query);
    const rules = await present(workspaceId, rows);
    return pageOf(request, rules, count, request.query.offset, request.query.limit);
  });

  route(api, endpoints.rules.download, { access: 'workspace' }, async (request) =>
    queueRequestExport(deps, request, RULES_EXPORT, 'Rules export'),
  );

  route(api, endpoints.rules.list, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const policy = await loadPolicy(workspaceId, request.params.id);
    const { rows, count } = await listRules(db, workspaceId, request.query, policy.id);
    const rules = await present(workspaceId, rows);
    return pageOf(request, rules, count, request.query.offset, request.query.limit);
  });

  route(api, endpoints.rules.create, { access: 'admin' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const policy = await loadPolicy(workspaceId, request.params.id);
    const uuid = await createRule(db, policy, request.body, requireCaller(request).userId);
    return presentOne(await loadRule(workspaceId, policy.id, uuid));
  });

  route(api, endpoints.rules.detail, { access: 'workspace' }, async (request) =>
    presentOne(await loadRule(requireScope(request).workspaceId, request.params.id, request.params.ruleId)),
  );

  route(api, endpoints.rules.update, { access: 'admin' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const policy = await loadPolicy(workspaceId, request.params.id);
    const rule = await loadRule(workspaceId, policy.id, request.params.ruleId);
    await editRule(db, policy, rule, request.body, requireCaller(request).userId);
    return presentOne(await loadRule(workspaceId, policy.id, rule.uuid));
  });

  route(api, endpoints.rules.revert, { access: 'admin' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const policy = await loadPolicy(workspaceId, request.params.id);
    const rule = await loadRule(workspaceId, policy.id, request.params.ruleId);
    await revertRule(db, policy, rule, request.body.version_id, requireCaller(request).userId);
    return presentOne(await loadRule(workspaceId, policy.id, rule.uuid));
  });

  route(api, endpoints.rules.history, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const rule = await loadRule(workspaceId, request.params.id, request.params.ruleId);
    return ruleHistory(db, workspaceId, rule.policy_id, rule.id);
  });

  route(api, endpoints.rules.objectsFlagged, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const rule = await loadRule(workspaceId, request.params.id, request.params.ruleId);
    return objectsFlagged(db, { workspaceId, policyId: rule.policy_id, ruleId: rule.id }, rule.policy_type);
  });

  route(api, endpoints.rules.alertsOverTime, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const rule = await loadRule(workspaceId, request.params.id, request.params.ruleId);
    return alertsTriggeredOverTime(
      db,
      { workspaceId, policyId: rule.policy_id, ruleId: rule.id },
      requestTimeZone(request.headers),
    );
  });
};
