import { CaseRole, endpoints } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import { inTransaction } from '../../../db/in-transaction.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import type { ExposureDeps } from '../../exposure/index.ts';
import { type QueueDeps, queueRequestExport } from '../../platform/index.ts';
import {
  type CaseEntityKind,
  createCase,
  describeEntities,
  isActiveMember,
  removeCaseEntity,
} from '../records/index.ts';
import { addToCase, entitiesByIds } from './add-to-case.ts';
import { bulkUpdateCases, updateOpenAlertsOfCases } from './bulk-cases.ts';
import { findCaseDetail } from './case-detail.ts';
import { caseAddresses, caseCustomers, caseTransactions } from './case-entity-lists.ts';
import { countCaseTabs, listCases, selectedCaseIds } from './case-list.repo.ts';
import { presentCaseRow } from './case-rows.ts';
import { caseTimeline } from './case-timeline.ts';
import { type CaseActor, lockCases } from './change-case.ts';
import { deleteCases } from './delete-cases.ts';
import { CASE_LIST_EXPORT } from './export-cases.ts';
import { matchingEntities, onceEach } from './matching-entities.ts';
import { updateCase } from './update-case.ts';

const api = endpoints.cases;

const KIND_OF_PATH: Record<'addresses' | 'transactions' | 'customers', CaseEntityKind> = {
  addresses: 'address',
  transactions: 'transaction',
  customers: 'customer',
};

function actorOf(request: FastifyRequest): CaseActor {
  const scope = requireScope(request);
  return {
    workspaceId: scope.workspaceId,
    workspaceSlug: scope.slug,
    userId: requireCaller(request).userId,
    isApprover: scope.caseRole === CaseRole.Approver,
  };
}

/** Cases (spec part 3 §2.5, §4.2, §7.2; part 2 Case page): the list, the case page's calls, bulk actions, export. */
export const caseRoutes: RouteModule<BaseDeps & ExposureDeps & QueueDeps> = (app, deps) => {
  const { db } = deps;
  const listScope = (request: FastifyRequest) => ({
    workspaceId: requireScope(request).workspaceId,
    userId: requireCaller(request).userId,
  });
  /** The case of the workspace, or 404 (another workspace's case is not found either). */
  const requireCase = async (workspaceId: number, id: number) => {
    const row = await db
      .selectFrom('cases')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row.id;
  };

  route(app, api.list, { access: 'workspace' }, async (request) => {
    const { offset, limit } = request.query;
    const { rows, count } = await listCases(db, listScope(request), request.query);
    return pageOf(request, rows.map(presentCaseRow), count, offset, limit);
  });

  route(app, api.tabCounts, { access: 'workspace' }, async (request) =>
    countCaseTabs(db, listScope(request), request.query),
  );

  route(app, api.search, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const like = `%${request.query.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    return db
      .selectFrom('cases as c')
      .select(['c.id', 'c.case_id', 'c.name', 'c.status'])
      .where('c.workspace_id', '=', workspaceId)
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['c.case_id']), 'like', like),
          eb(eb.fn('lower', ['c.name']), 'like', like),
        ]),
      )
      .orderBy('c.id', 'desc')
      .limit(request.query.limit)
      .execute();
  });

  route(app, api.create, { access: 'workspace' }, async (request) => {
    const actor = actorOf(request);
    const { workspaceId } = actor;
    const body = request.body;
    if (body.assigned_to && !(await isActiveMember(db, workspaceId, body.assigned_to))) {
      throw HttpError.fields({ assigned_to: ['Select an active member of this workspace.'] });
    }
    const entities = [
      ...(await entitiesByIds(db, workspaceId, 'address', body.addresses)),
      ...(await entitiesByIds(db, workspaceId, 'transaction', body.transactions)),
      ...(await entitiesByIds(db, workspaceId, 'customer', body.customers)),
    ];
    const created = await inTransaction(db, async (trx) =>
      createCase(trx, {
        workspaceId,
        name: body.name,
        assignedTo: body.assigned_to,
        createdBy: actor.userId,
        isAutoCreated: false,
        // "All matching" of an entity list: resolved in the transaction that creates the case.
        entities: onceEach([...entities, ...(await matchingEntities(trx, workspaceId, body.matching))]),
      }),
    );
    return findCaseDetail(db, actor, created.id);
  });

  route(app, api.detail, { access: 'workspace' }, async (request) =>
    findCaseDetail(db, actorOf(request), request.params.id),
  );

  route(app, api.update, { access: 'workspace' }, async (request) =>
    updateCase(db, actorOf(request), request.params.id, request.body),
  );

  // Deleting is for admins (and organisation admins): the specification gives no other role the right (part 3 §6).
  const deletion = (request: FastifyRequest) => ({ db, dataDir: deps.config.dataDir, log: request.log });
  route(app, api.delete, { access: 'admin' }, async (request) => {
    const deleted = await deleteCases(deletion(request), requireScope(request).workspaceId, [
      request.params.id,
    ]);
    if (deleted === 0) throw notFound();
  });

  route(app, api.bulkUpdate, { access: 'workspace' }, async (request) => {
    const actor = actorOf(request);
    const ids = await selectedCaseIds(db, listScope(request), request.query);
    return bulkUpdateCases(db, actor, ids, request.body);
  });

  route(app, api.bulkDelete, { access: 'admin' }, async (request) => {
    const ids = await selectedCaseIds(db, listScope(request), request.query);
    await deleteCases(deletion(request), requireScope(request).workspaceId, ids);
  });

  route(app, api.updateOpenAlerts, { access: 'workspace' }, async (request) => {
    const scope = listScope(request);
    const ids = await selectedCaseIds(db, scope, request.query);
    return updateOpenAlertsOfCases(db, scope, ids, {
      workflowStage: request.body.workflow_stage,
      comment: request.body.comment,
    });
  });

  route(app, api.export, { access: 'workspace' }, async (request) =>
    queueRequestExport(deps, request, CASE_LIST_EXPORT, 'Cases export'),
  );

  const lists = [
    [api.addresses, caseAddresses],
    [api.transactions, caseTransactions],
    [api.customers, caseCustomers],
  ] as const;
  for (const [endpoint, read] of lists) {
    route(app, endpoint, { access: 'workspace' }, async (request) => {
      const caseId = await requireCase(requireScope(request).workspaceId, request.params.id);
      const { offset, limit } = request.query;
      const { results, count } = await read(db, caseId, { offset, limit });
      return pageOf(request, results as never[], count, offset, limit);
    });
  }

  const who = (request: FastifyRequest) => ({
    deps,
    scope: requireScope(request),
    caller: requireCaller(request),
  });
  route(app, api.addAddresses, { access: 'workspace' }, async (request) =>
    addToCase(who(request), request.params.id, 'address', request.body),
  );
  route(app, api.addTransactions, { access: 'workspace' }, async (request) =>
    addToCase(who(request), request.params.id, 'transaction', request.body),
  );
  route(app, api.addCustomers, { access: 'workspace' }, async (request) =>
    addToCase(who(request), request.params.id, 'customer', request.body),
  );

  route(app, api.removeEntity, { access: 'workspace' }, async (request) => {
    const actor = actorOf(request);
    const { workspaceId } = actor;
    const kind = KIND_OF_PATH[request.params.type];
    await inTransaction(db, async (trx) => {
      const [locked] = await lockCases(trx, workspaceId, [request.params.id]);
      if (!locked) throw notFound();
      const [described] = await describeEntities(trx, workspaceId, [
        { type: kind, id: request.params.entity },
      ]);
      const removed = await removeCaseEntity(
        trx,
        { workspaceId, caseId: locked.id },
        described ?? { type: kind, id: request.params.entity, identifier: '', currency: null },
        actor.userId,
      );
      if (!removed) throw notFound();
    });
  });

  route(app, api.auditTrail, { access: 'workspace' }, async (request) => {
    const caseId = await requireCase(requireScope(request).workspaceId, request.params.id);
    const { offset, limit } = request.query;
    const { rows, count } = await caseTimeline(db, caseId, request.query);
    return pageOf(request, rows, count, offset, limit);
  });
};
