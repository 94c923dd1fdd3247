import {
  CUSTOMER_TYPE_LABELS,
  type CustomerSentiment,
  type CustomerTransfer,
  endpoints,
  getChain,
  LIMITS,
  RISK_LEVEL_LABELS,
  type RiskLevel,
} from '@riskscreen/shared';
import { dateRange } from '../../../lib/date-range.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import type { ExposureDeps } from '../../exposure/index.ts';
import {
  type ExportProducer,
  exportPathParam,
  type QueueDeps,
  queryExport,
  queueRequestExport,
  tableFile,
} from '../../platform/index.ts';
import {
  findCustomer,
  listEntityEvents,
  presentEntityEvent,
  screenTransaction,
} from '../../screening/index.ts';
import { listCustomerAddresses } from './customer-addresses.repo.ts';
import { customerFigures } from './customer-figures.repo.ts';
import {
  counterpartyTotals,
  listTransfers,
  movedAsset,
  TRANSFER_TYPE,
  type TransferKind,
  type TransferRow,
} from './customer-transfers.repo.ts';
import { customerRouteKit } from './customers-feature.ts';
import { currencyShort } from './present-customer.ts';

function presentTransfer(row: TransferRow): CustomerTransfer {
  const moved = movedAsset(row);
  return {
    id: row.id,
    identifier: row.identifier,
    currency: row.blockchain,
    currency_short: currencyShort(row.blockchain),
    type: row.customer_type,
    address: row.customer_address,
    counterparty: row.customer_type === 1 ? row.first_sender : row.first_receiver,
    value: moved.value,
    value_usd: Number(row.usd),
    value_token_symbol: moved.token,
    risk_level: row.risk_level,
    block_date_time: row.block_time === null ? null : Number(row.block_time),
    created_at: new Date(row.created_at).toISOString(),
    last_screened_time: new Date(row.last_screened_time).toISOString(),
  };
}

/** A validation error of the screening, named by this call's fields (the customer address is to_address). */
function asTransferError(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.fields?.address) return error;
  const { address, ...others } = error.fields;
  return HttpError.fields({ ...others, to_address: address });
}

/**
 * The customer page's calls: its recorded deposits and withdrawals (listed, screened and recorded, exported,
 * summed per counterparty), balances, digital asset summary, addresses, sentiments and audit log.
 */
export const customerActivityRoutes: RouteModule<BaseDeps & ExposureDeps & QueueDeps> = (api, deps) => {
  const { db } = deps;
  const { options, load } = customerRouteKit(db);

  for (const kind of ['deposits', 'withdrawals'] as const satisfies readonly TransferKind[]) {
    const calls = endpoints.customers[kind];
    route(api, calls.list, options, async (request) => {
      const { workspaceId } = requireScope(request);
      const customer = await load(workspaceId, request.params.id);
      const { offset, limit } = request.query;
      const { rows, count } = await listTransfers(db, workspaceId, customer.customer_id, kind, {
        offset,
        limit,
      });
      return pageOf(request, rows.map(presentTransfer), count, offset, limit);
    });

    // Screened like any transaction, for the customer and on its address, in screening's one unit of work.
    route(api, calls.record, options, async (request) => {
      const scope = requireScope(request);
      const customer = await load(scope.workspaceId, request.params.id);
      const { identifier, currency, to_address } = request.body;
      const screened = await screenTransaction(deps, scope, requireCaller(request), {
        identifier,
        currency,
        customer_id: customer.customer_id,
        type: TRANSFER_TYPE[kind],
        address: to_address,
      }).catch((error: unknown) => {
        throw asTransferError(error);
      });
      const { rows } = await listTransfers(
        db,
        scope.workspaceId,
        customer.customer_id,
        kind,
        { offset: 0, limit: 1 },
        [screened.row.id],
      );
      const row = rows[0];
      if (!row) throw notFound();
      return presentTransfer(row);
    });

    // Queued: the customer must be this workspace's now; the job reads it again.
    route(api, calls.export, options, async (request) => {
      await load(requireScope(request).workspaceId, request.params.id);
      const title = kind === 'deposits' ? 'Customer deposits export' : 'Customer withdrawals export';
      return queueRequestExport(deps, request, CUSTOMER_TRANSFER_EXPORTS[kind], title);
    });

    route(api, calls.tagAggregates, options, async (request) => {
      const { workspaceId } = requireScope(request);
      const customer = await load(workspaceId, request.params.id);
      const totals = await counterpartyTotals(db, workspaceId, customer.customer_id, [kind]);
      return totals.map((t) => ({
        tag_type_verbose: t.tag_type_verbose,
        tag_subtype_verbose: t.tag_subtype_verbose,
        tag_name_verbose: t.tag_name_verbose,
        exposure_type: t.exposure_type,
        total_value_usd: t.total_value_usd,
        entity_id: t.entity_id,
      }));
    });
  }

  route(api, endpoints.customers.balances, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const customer = await load(workspaceId, request.params.id);
    const figures = (await customerFigures(db, workspaceId, [customer.customer_id])).get(
      customer.customer_id,
    );
    return (figures?.holdings ?? []).map((h) => ({
      currency: h.currency,
      currency_short: currencyShort(h.currency),
      token: h.token,
      balance: h.balance,
      balance_usd: h.balanceUsd,
    }));
  });

  route(api, endpoints.customers.digitalAssetSummary, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const customer = await load(workspaceId, request.params.id);
    const { rows } = await listTransfers(db, workspaceId, customer.customer_id, null, {
      offset: 0,
      limit: LIMITS.dashboardDownloadMaxRecords,
    });
    const assets = new Map<string, ReturnType<typeof emptyAsset>>();
    for (const row of rows) {
      const moved = movedAsset(row);
      const key = `${row.blockchain}\u0000${moved.token}`;
      const asset = assets.get(key) ?? emptyAsset(row.blockchain, moved.token);
      assets.set(key, asset);
      const side = row.customer_type === 1 ? 'deposits' : 'withdrawals';
      asset[`${side}_count`] += 1;
      asset[`${side}_value`] += moved.value;
      asset[`${side}_value_usd`] += Number(row.usd);
    }
    return [...assets.values()].sort(
      (a, b) =>
        b.deposits_value_usd + b.withdrawals_value_usd - (a.deposits_value_usd + a.withdrawals_value_usd),
    );
  });

  route(api, endpoints.customers.addresses, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const customer = await load(workspaceId, request.params.id);
    const { offset, limit, type } = request.query;
    const { rows, count } = await listCustomerAddresses(db, workspaceId, customer.customer_id, type, {
      offset,
      limit,
    });
    const results = rows.map((row) => {
      const holdings = row.holdings ?? [];
      const native = holdings.find((h) => h.contract === '') ?? holdings[0];
      return {
        id: row.id,
        identifier: row.identifier,
        currency: row.blockchain,
        currency_short: currencyShort(row.blockchain),
        digital_assets: holdings.map((h) => ({
          token: h.token,
          currency: row.blockchain,
          value: h.balance,
          value_usd: h.balanceUsd,
        })),
        balance: native?.balance ?? 0,
        balance_usd: holdings.reduce((sum, h) => sum + (h.balanceUsd || 0), 0),
        risk_level: row.risk_level,
        type: row.customer_type,
        type_verbose: CUSTOMER_TYPE_LABELS[row.customer_type as 1 | 2] ?? null,
        created_at: new Date(row.created_at).toISOString(),
        date_added: new Date(row.created_at).toISOString(),
        last_updated_at: new Date(row.last_screened_time).toISOString(),
      };
    });
    return pageOf(request, results, count, offset, limit);
  });

  route(api, endpoints.customers.sentimentSummary, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const customer = await load(workspaceId, request.params.id);
    const totals = await counterpartyTotals(db, workspaceId, customer.customer_id, [
      'deposits',
      'withdrawals',
    ]);
    const categories = new Map<
      string,
      {
        tag_type_verbose: string;
        deposits_value_usd: number;
        withdrawals_value_usd: number;
        total_value_usd: number;
        transfers_count: number;
      }
    >();
    for (const t of totals) {
      const category = categories.get(t.tag_type_verbose) ?? {
        tag_type_verbose: t.tag_type_verbose,
        deposits_value_usd: 0,
        withdrawals_value_usd: 0,
        total_value_usd: 0,
        transfers_count: 0,
      };
      categories.set(t.tag_type_verbose, category);
      category[`${t.kind}_value_usd`] += t.total_value_usd;
      category.total_value_usd += t.total_value_usd;
      category.transfers_count += t.transfers;
    }
    const list = [...categories.values()].sort((a, b) => b.total_value_usd - a.total_value_usd);
    return { total_value_usd: list.reduce((sum, c) => sum + c.total_value_usd, 0), categories: list };
  });

  route(api, endpoints.customers.sentiments, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const customer = await load(workspaceId, request.params.id);
    const { offset, limit } = request.query;
    const totals = await counterpartyTotals(db, workspaceId, customer.customer_id, [
      'deposits',
      'withdrawals',
    ]);
    const rows: CustomerSentiment[] = totals.map((t) => ({
      tag_name_verbose: t.tag_name_verbose,
      tag_type_verbose: t.tag_type_verbose,
      tag_subtype_verbose: t.tag_subtype_verbose,
      exposure_type: t.exposure_type,
      direction: t.kind,
      value_usd: t.total_value_usd,
      transfers_count: t.transfers,
    }));
    return pageOf(request, rows.slice(offset, offset + limit), rows.length, offset, limit);
  });

  route(api, endpoints.customers.auditLogs, options, async (request) => {
    const { workspaceId } = requireScope(request);
    const customer = await load(workspaceId, request.params.id);
    const { offset, limit, type, created_start_date, created_end_date } = request.query;
    const created = dateRange(created_start_date, created_end_date, 'created_end_date');
    const { rows, count } = await listEntityEvents(
      db,
      { workspaceId, type: 'customer', objectId: customer.id },
      { types: type, created },
      { offset, limit },
    );
    return pageOf(request, rows.map(presentEntityEvent), count, offset, limit);
  });
};

function emptyAsset(currency: number, token: string) {
  return {
    currency,
    currency_short: currencyShort(currency),
    token,
    deposits_count: 0,
    deposits_value: 0,
    deposits_value_usd: 0,
    withdrawals_count: 0,
    withdrawals_value: 0,
    withdrawals_value_usd: 0,
  };
}

const CUSTOMER_TRANSFER_EXPORTS = {
  deposits: 'customers.deposits',
  withdrawals: 'customers.withdrawals',
} as const satisfies Record<TransferKind, string>;

/** A customer's recorded deposits or withdrawals (queued exports). */
export const customerTransferExports: ExportProducer[] = (['deposits', 'withdrawals'] as const).map((kind) =>
  queryExport(
    CUSTOMER_TRANSFER_EXPORTS[kind],
    endpoints.customers[kind].export.query,
    async ({ db }, request, query) => {
      const { workspaceId } = request;
      const customer = await findCustomer(db, workspaceId, Number(exportPathParam(request.params, 'id')));
      if (!customer) throw new HttpError(404, 'The customer no longer exists.', 'not_found');
      const { rows } = await listTransfers(db, workspaceId, customer.customer_id, kind, {
        offset: 0,
        limit: LIMITS.dashboardDownloadMaxRecords,
      });
      return tableFile(
        query.format,
        kind,
        [
          'Transaction',
          'Blockchain',
          'Customer Id',
          'Type',
          'Address',
          'Counterparty',
          'Value',
          'Asset',
          'Value USD',
          'Risk Level',
          'Transaction Date',
          'Date Added',
        ],
        rows
          .map(presentTransfer)
          .map((t) => [
            t.identifier,
            getChain(t.currency)?.label ?? String(t.currency),
            customer.customer_id,
            CUSTOMER_TYPE_LABELS[t.type as 1 | 2] ?? '',
            t.address,
            t.counterparty,
            t.value,
            t.value_token_symbol,
            t.value_usd,
            RISK_LEVEL_LABELS[t.risk_level as RiskLevel] ?? String(t.risk_level),
            t.block_date_time === null ? null : new Date(t.block_date_time * 1000),
            new Date(t.created_at),
          ]),
      );
    },
  ),
);
