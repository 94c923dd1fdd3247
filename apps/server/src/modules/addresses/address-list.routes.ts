import {
  type AddressListFilters,
  endpoints,
  getChain,
  LIMITS,
  RISK_LEVEL_LABELS,
  type RiskLevel,
} from '@riskscreen/shared';
import { toCsv } from '../../lib/csv.ts';
import { dateRange } from '../../lib/date-range.ts';
import { route } from '../../lib/endpoint-route.ts';
import { pageOf, type RouteModule } from '../../lib/module.ts';
import { requireCaller, requireScope } from '../../plugins/auth.ts';
import { updateOpenAlertsOf } from '../alert-workflow/index.ts';
import {
  type AddressListFilter,
  type ListedAddress,
  listScreenedAddresses,
  screenedEntityNames,
} from './address-list.repo.ts';
import { type AddressRecord, presentAddressSummary } from './present-address.ts';

/** The address list, its export and its entity-name filter values (spec part 2 §2 Lists, §7 Addresses). */
export const addressListRoutes: RouteModule = (api, { db }) => {
  route(api, endpoints.addresses.list, { access: 'workspace' }, async (request) => {
    const { offset, limit } = request.query;
    const { count, rows } = await listScreenedAddresses(
      db,
      requireScope(request).workspaceId,
      listFilter(request.query),
      { offset, limit },
    );
    return pageOf(request, rows.map(summaryOf), count, offset, limit);
  });

  // The selection (ids), or every row the filters match when "all matching results" is selected.
  route(api, endpoints.addresses.export, { access: 'workspace' }, async (request, reply) => {
    const filter = listFilter(request.query);
    if (request.query.ids !== undefined) filter.ids = request.query.ids;
    const { rows } = await listScreenedAddresses(db, requireScope(request).workspaceId, filter, {
      offset: 0,
      limit: LIMITS.dashboardDownloadMaxRecords,
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="addresses.csv"')
      .send(addressesCsv(rows));
  });

  // Update Open Alerts of the selection, or of every row the filters match (at most the export's cap of rows).
  route(api, endpoints.addresses.updateOpenAlerts, { access: 'workspace' }, async (request) => {
    const scope = { workspaceId: requireScope(request).workspaceId, userId: requireCaller(request).userId };
    const ids =
      request.query.ids ??
      (
        await listScreenedAddresses(db, scope.workspaceId, listFilter(request.query), {
          offset: 0,
          limit: LIMITS.dashboardDownloadMaxRecords,
        })
      ).rows.map((row) => row.id);
    return updateOpenAlertsOf(
      db,
      scope,
      { type: 'address', ids },
      { workflowStage: request.body.workflow_stage, comment: request.body.comment },
    );
  });

  route(api, endpoints.addresses.entityNames, { access: 'workspace' }, async (request) =>
    screenedEntityNames(db, requireScope(request).workspaceId),
  );
};

function listFilter(query: AddressListFilters): AddressListFilter {
  return {
    q: query.q || undefined,
    riskLevels: query.risk_level,
    blockchains: query.currency,
    created: dateRange(query.created_start_date, query.created_end_date, 'created_end_date'),
    screened: dateRange(query.start_date, query.end_date),
    tagTypes: query.tag_type_verboses,
    tagNames: query.tag_name_verboses,
    ruleName: query.rule_name,
    includedInCase: query.is_included_in_case,
    customTagIds: query.custom_tags,
  };
}

function recordOf(row: ListedAddress): AddressRecord {
  return {
    id: row.id,
    isScreened: true,
    destinationTag: row.destination_tag,
    customerId: row.customer_id,
    customerType: row.customer_type,
    createdAt: row.created_at,
    lastScreenedTime: row.last_screened_time,
  };
}

function summaryOf(row: ListedAddress) {
  return presentAddressSummary(recordOf(row), {
    blockchain: row.blockchain,
    identifier: row.identifier,
    riskLevel: row.risk_level,
    own: row.own,
  });
}

function addressesCsv(rows: ListedAddress[]): string {
  return toCsv(
    [
      'Identifier',
      'Blockchain',
      'Risk Level',
      'Customer Id',
      'Type',
      'Entity Name',
      'Entity Type',
      'Entity Subtype',
      'Date Added',
      'Last Screened At',
    ],
    rows.map((row) => {
      const s = summaryOf(row);
      return [
        s.identifier,
        getChain(s.currency)?.label ?? String(s.currency),
        RISK_LEVEL_LABELS[s.risk_level as RiskLevel] ?? String(s.risk_level),
        s.customer_id,
        s.type_verbose,
        s.tag_name_verbose,
        s.tag_type_verbose,
        s.tag_subtype_verbose,
        s.created_at,
        s.last_screened_time,
      ];
    }),
  );
}
