import { endpoints, LIMITS, RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { openAlertIdsOf, updateAlertsById } from '../../alerts/index.ts';
import { associatedCasesOf } from '../../cases/index.ts';
import { type QueueDeps, queryExport, queueRequestExport, tableFile } from '../../platform/index.ts';
import { type CustomerRow, findCustomerByCustomerId } from '../../screening/index.ts';
import {
  archiveCustomer,
  createCustomer,
  removeCustomerAddress,
  renameCustomer,
} from './customer-changes.ts';
import { customerFigures } from './customer-figures.repo.ts';
import { customersInCases, listCustomers, rowsOfCustomers } from './customer-list.repo.ts';
import { listFilter } from './customer-list-filter.ts';
import { customerRouteKit } from './customers-feature.ts';
import { presentCustomerDetail, presentCustomerSummary } from './present-customer.ts';

/** Customers as the list and the export show them: with their figures and whether a case holds them. */
async function summariesOf(db: Db, workspaceId: number, rows: CustomerRow[]) {
  const [figures, inCases] = await Promise.all([
    customerFigures(
      db,
      workspaceId,
      rows.map((r) => r.customer_id),
    ),
    customersInCases(
      db,
      workspaceId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => {
    const f = figures.get(row.customer_id);
    if (!f) throw new Error(`no figures for customer ${row.id}`);
    return presentCustomerSummary(row, f, inCases.has(row.id));
  });
}

export async function customerDetailOf(db: Db, workspaceId: number, row: CustomerRow) {
  const [figures, cases] = await Promise.all([
    customerFigures(db, workspaceId, [row.customer_id]),
    associatedCasesOf(db, workspaceId, { type: 'customer', id: row.id }),
  ]);
  const f = figures.get(row.customer_id);
  if (!f) throw new Error(`no figures for customer ${row.id}`);
  return presentCustomerDetail(row, f, cases);
}

/** The customer list, Add Customer, export, Update Open Alerts, and one customer: read, archive, rename. */
export const customerRoutes: RouteModule<BaseDeps & QueueDeps> = (api, deps) => {
  const { db } = deps;
  const { options, load } = customerRouteKit(db);

  route(api, endpoints.customers.list, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const { offset, limit } = request.query;
    const { rows, count } = await listCustomers(db, workspaceId, listFilter(request.query), {
      offset,
      limit,
    });
    return pageOf(request, await summariesOf(db, workspaceId, rows), count, offset, limit);
  });

  route(api, endpoints.customers.create, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const row = await createCustomer(
      db,
      { workspaceId, caller: requireCaller(request) },
      request.body.customer_id,
    );
    return customerDetailOf(db, workspaceId, row);
  });

  // The selection (ids), or every customer the filters match when "all matching results" is selected.
  route(api, endpoints.customers.export, options, async (request) =>
    queueRequestExport(deps, request, CUSTOMER_LIST_EXPORT, 'Customers export'),
  );

  // The open alerts of the selected customers and of their addresses and transactions move, as a bulk update.
  route(api, endpoints.customers.updateOpenAlerts, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const caller = requireCaller(request);
    const filter = { ...listFilter(request.query), ids: request.query.ids };
    const { rows } = await listCustomers(db, workspaceId, filter, { offset: 0, limit: 10_000 });
    const objects = await rowsOfCustomers(
      db,
      workspaceId,
      rows.map((r) => r.customer_id),
    );
    const alertIds = [
      ...(await openAlertIdsOf(
        db,
        workspaceId,
        'customer',
        rows.map((r) => r.id),
      )),
      ...(await openAlertIdsOf(db, workspaceId, 'address', objects.addresses)),
      ...(await openAlertIdsOf(db, workspaceId, 'transaction', objects.transactions)),
    ].sort((a, b) => a - b);
    return updateAlertsById(db, { workspaceId, userId: caller.userId }, alertIds, {
      updated_status: request.body.workflow_stage,
      comment: request.body.comment,
    });
  });

  route(api, endpoints.customers.lookup, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const row = await findCustomerByCustomerId(db, workspaceId, request.query.customer_id);
    if (!row) throw notFound();
    return customerDetailOf(db, workspaceId, row);
  });

  route(api, endpoints.customers.detail, options, async (request) => {
    const { workspaceId } = requireScope(request);
    return customerDetailOf(db, workspaceId, await load(workspaceId, request.params.id));
  });

  route(api, endpoints.customers.archive, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const caller = requireCaller(request);
    if (!(await archiveCustomer(db, { workspaceId, caller }, request.params.id))) throw notFound();
  });

  route(api, endpoints.customers.removeAddress, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const { id, addressId } = request.params;
    const removed = await removeCustomerAddress(
      db,
      { workspaceId, caller: requireCaller(request) },
      { customerId: id, addressId },
    );
    if (!removed) throw notFound();
  });

  route(api, endpoints.customers.rename, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const { customer_id, new_customer_id } = request.body;
    if (customer_id !== request.params.customerId) {
      throw HttpError.fields({ customer_id: ['The customer id does not match the one in the path.'] });
    }
    const row = await renameCustomer(
      db,
      { workspaceId, caller: requireCaller(request) },
      { from: customer_id, to: new_customer_id },
    );
    return customerDetailOf(db, workspaceId, row);
  });
};

export const CUSTOMER_LIST_EXPORT = 'customers.list';

/** The customer list export (queued): the selection, or every customer the filters match. */
export const customerListExport = queryExport(
  CUSTOMER_LIST_EXPORT,
  endpoints.customers.export.query,
  async ({ db }, { workspaceId }, query) => {
    const filter = { ...listFilter(query), ids: query.ids };
    const { rows } = await listCustomers(db, workspaceId, filter, {
      offset: 0,
      limit: LIMITS.dashboardDownloadMaxRecords,
    });
    const summaries = await summariesOf(db, workspaceId, rows);
    return tableFile(
      query.format,
      'customers',
      [
        'Customer ID',
        'Risk Level',
        'Digital Assets',
        'Date Added',
        'Last Transaction',
        'Deposit Amount (USD)',
        'Withdrawal Amount (USD)',
        'Open Alerts',
      ],
      summaries.map((s) => [
        s.customer_id,
        RISK_LEVEL_LABELS[s.risk_level as RiskLevel] ?? String(s.risk_level),
        [...new Set(s.digital_assets.map((a) => a.token))].join(' '),
        new Date(s.created_at),
        s.latest_transaction_time === null ? null : new Date(s.latest_transaction_time * 1000),
        s.total_incoming_value_usd,
        s.total_outgoing_value_usd,
        s.open_alerts_count,
      ]),
    );
  },
);
