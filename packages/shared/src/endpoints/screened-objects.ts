import { z } from 'zod';
import {
  addressTransactionsExportQuery,
  addressTransactionsPage,
  addressTransactionsQuery,
  tokenSummaryPage,
  tokenSummaryQuery,
} from '../schemas/address-activity.ts';
import { alertBulkUpdateAnswer, openAlertsUpdateBody } from '../schemas/alert-workflow.ts';
import { paged, recordIdParams, workspaceQuery } from '../schemas/common.ts';
import { entityAuditPage, entityAuditQuery } from '../schemas/entity-audit.ts';
import {
  attributionTimestamp,
  counterpartySummaryRow,
  exposureExplanation,
  exposureExplanationQuery,
  extraDataQuery,
  investigationTree,
  mainBalance,
} from '../schemas/screening.ts';
import { defineEndpoint, fileAnswer, noContent } from './define.ts';
import { queuedExportEndpoint } from './queued-export.ts';

/**
 * What a report on an address or a transaction answers under its own path, whether it was screened or is only
 * previewed: the same sub-paths, each named in the summaries for its subject ('a screened address',
 * 'a previewed address', 'a screened transaction').
 */
type Report<B extends string, P extends z.ZodType> = {
  /** The report's path, ending in '/'. */
  one: B;
  params: P;
  subject: string;
  tags: readonly string[];
};

/** The counterparty summary per direction and the investigation tree. */
export function reportGraphEndpoints<const B extends string, P extends z.ZodType>(report: Report<B, P>) {
  const { one, params, subject, tags } = report;
  const counterparties = <const D extends 'incoming' | 'outgoing'>(direction: D) =>
    defineEndpoint({
      method: 'GET',
      path: `${one}tag-aggregated-${direction}-values/`,
      summary: `Sum ${subject}'s ${direction} value per counterparty entity`,
      params,
      query: workspaceQuery,
      response: z.array(counterpartySummaryRow),
      tags,
    });
  return {
    counterparties: { incoming: counterparties('incoming'), outgoing: counterparties('outgoing') },
    investigationTree: defineEndpoint({
      method: 'GET',
      path: `${one}investigation-tree/`,
      summary: `Trace ${subject}'s investigation tree`,
      params,
      query: workspaceQuery,
      response: investigationTree,
      tags,
    }),
  };
}

/** An address report's main balance and the time of its attribution. */
export function addressBalanceEndpoints<const B extends string, P extends z.ZodType>(report: Report<B, P>) {
  const { one, params, subject, tags } = report;
  return {
    mainBalance: defineEndpoint({
      method: 'GET',
      path: `${one}main-balance/`,
      summary: `Get ${subject}'s main balance`,
      params,
      query: workspaceQuery,
      response: mainBalance,
      tags,
    }),
    attributionTimestamp: defineEndpoint({
      method: 'GET',
      path: `${one}attribution-timestamp/`,
      summary: `Get when ${subject}'s attribution was last updated`,
      params,
      query: workspaceQuery,
      response: attributionTimestamp,
      tags,
    }),
  };
}

/** An address report's live chain activity: its token summary and its transactions (paged by time), as CSV too. */
export function addressTransactionEndpoints<const B extends string, P extends z.ZodType>(
  report: Report<B, P>,
) {
  const { one, params, subject, tags } = report;
  return {
    tokenSummary: defineEndpoint({
      method: 'GET',
      path: `${one}token-summary/`,
      summary: `Summarise ${subject}'s token balances and flows`,
      params,
      query: tokenSummaryQuery,
      response: tokenSummaryPage,
      tags,
    }),
    /** Newest first, paged by time (offset_ts). */
    transactions: defineEndpoint({
      method: 'GET',
      path: `${one}transactions/`,
      summary: `List ${subject}'s transactions`,
      params,
      query: addressTransactionsQuery,
      response: addressTransactionsPage,
      tags,
    }),
    transactionsDirectExport: defineEndpoint({
      method: 'GET',
      path: `${one}transactions/direct-export/`,
      summary: `Export ${subject}'s transactions as CSV`,
      params,
      query: addressTransactionsExportQuery,
      response: fileAnswer,
      tags,
    }),
  };
}

/**
 * Update Open Alerts of a list (screened addresses, transactions, customers): the open alerts of the selection
 * (ids), or of every row the filters match, move to a workflow stage.
 */
export function openAlertsUpdateEndpoint<const B extends string, Q extends z.ZodType>(list: {
  base: B;
  /** 'screened addresses', 'customers'. */
  many: string;
  selection: Q;
  tags: readonly string[];
}) {
  return defineEndpoint({
    method: 'PUT',
    path: `${list.base}update-alerts/`,
    summary: `Move the open alerts of ${list.many} to a workflow stage`,
    query: list.selection,
    body: openAlertsUpdateBody,
    response: alertBulkUpdateAnswer,
    tags: list.tags,
  });
}

/** How the summaries of a kind of screened object name it. */
type ScreenedKind = {
  /** 'an address': what is screened. */
  screened: string;
  /** 'a screened address'. */
  one: string;
  /** 'screened addresses'. */
  many: string;
};

/**
 * A kind of screened object (addresses, transactions) as the workspace keeps it: screening one, its list with the
 * export and the bulk move of open alerts, one screening's detail, archive, exposure explanation and audit log.
 */
export function screenedObjectEndpoints<
  const B extends string,
  Body extends z.ZodType,
  Detail extends z.ZodType,
  Summary extends z.ZodType,
  ListQuery extends z.ZodType,
  SelectionShape extends z.ZodRawShape,
>(spec: {
  base: B;
  kind: ScreenedKind;
  tags: readonly string[];
  screenBody: Body;
  detail: Detail;
  summary: Summary;
  listQuery: ListQuery;
  /** The selection (ids) or the filters of a list: what an export or an alert move applies to. */
  selectionQuery: z.ZodObject<SelectionShape>;
}) {
  const { base, kind, tags, detail } = spec;
  const one = `${base}:id/` as const;
  const params = recordIdParams;
  return {
    screen: defineEndpoint({
      method: 'POST',
      path: base,
      summary: `Screen ${kind.screened}`,
      query: extraDataQuery,
      body: spec.screenBody,
      response: detail,
      tags,
    }),
    list: defineEndpoint({
      method: 'GET',
      path: base,
      summary: `List the workspace's ${kind.many}`,
      query: spec.listQuery,
      response: paged(spec.summary),
      tags,
    }),
    /** The selection (ids), or every row the filters match (at most 10,000), queued into the Download manager. */
    export: queuedExportEndpoint({
      path: `${base}export/`,
      summary: `Queue an export of ${kind.many} (CSV or XLSX)`,
      filters: spec.selectionQuery,
      tags,
    }),
    updateOpenAlerts: openAlertsUpdateEndpoint({
      base,
      many: kind.many,
      selection: spec.selectionQuery,
      tags,
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: one,
      summary: `Get ${kind.one}`,
      params,
      query: extraDataQuery,
      response: detail,
      tags,
    }),
    /** The object leaves the workspace's lists. */
    archive: defineEndpoint({
      method: 'DELETE',
      path: one,
      summary: `Archive ${kind.one} (remove it from the workspace's lists)`,
      params,
      query: workspaceQuery,
      response: noContent,
      tags,
    }),
    /**
     * "Why": the paths behind each exposure figure (a transaction's from its origin node), optionally for one
     * direction, entity or type.
     */
    exposureExplanation: defineEndpoint({
      method: 'GET',
      path: `${one}exposure-explanation/`,
      summary: `Explain ${kind.one}'s exposure figures`,
      params,
      query: exposureExplanationQuery,
      response: z.array(exposureExplanation),
      tags,
    }),
    /** What happened to the screened object in this workspace, newest first. */
    auditLogs: defineEndpoint({
      method: 'GET',
      path: `${one}audit-logs/`,
      summary: `List ${kind.one}'s audit log`,
      params,
      query: entityAuditQuery,
      response: entityAuditPage,
      tags: ['audit logs'],
    }),
  };
}
