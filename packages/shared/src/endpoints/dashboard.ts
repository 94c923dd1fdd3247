import type { z } from 'zod';
import {
  dashboardAddresses,
  dashboardAlerts,
  dashboardAlertsEntity,
  dashboardAlertsResolution,
  dashboardCases,
  dashboardCustomers,
  dashboardEntities,
  dashboardQuery,
  dashboardReportQuery,
  dashboardRules,
  dashboardTransactions,
} from '../schemas/dashboard.ts';
import { downloadQueued } from '../schemas/downloads.ts';
import { defineEndpoint } from './define.ts';

const tags = ['dashboard'];
const BASE = '/risk/api/v4/dashboard/';
const RANGE =
  'start_date and end_date (yyyy-MM-dd, both included, days of the x-timezone header; default the last 7 days). ' +
  'Last 7 Days, Last 30 Days and This Month answer a kept snapshot, recomputed with refresh=true.';
const CAPPED = `${RANGE} At most 10,000 records.`;

/** A widget group's call: `GET …/dashboard/{slug}/` over the date range, answering its figures. */
function widget<const Slug extends string, R extends z.ZodType>(slug: Slug, summary: string, response: R) {
  return defineEndpoint({
    method: 'GET',
    path: `${BASE}${slug}/` as `${typeof BASE}${Slug}/`,
    summary,
    description: RANGE,
    query: dashboardQuery,
    response,
    tags,
  });
}

/** A download of the dashboard's data: `GET …/dashboard/{slug}/` queues it to the Download Manager. */
function download<const Slug extends string>(slug: Slug, summary: string, description: string) {
  return defineEndpoint({
    method: 'GET',
    path: `${BASE}${slug}/` as `${typeof BASE}${Slug}/`,
    summary,
    description,
    query: dashboardReportQuery,
    response: downloadQueued,
    tags,
  });
}

/** The dashboard (spec part 1 §2 Dashboard, §7): one call per widget group, and its downloads. */
export const dashboardEndpoints = {
  addresses: widget(
    'addresses',
    'Count live addresses by risk level and address screenings by chain',
    dashboardAddresses,
  ),
  transactions: widget(
    'transactions',
    'Count live transactions by risk level and transaction screenings by chain',
    dashboardTransactions,
  ),
  customers: widget('customers', 'Count live customers by risk level', dashboardCustomers),
  entities: widget(
    'entities',
    'Summarise addresses, transactions and customers (entities_summary)',
    dashboardEntities,
  ),
  cases: widget('cases', 'Summarise the cases of a period (cases_summary)', dashboardCases),
  rules: widget('rules', 'List the 10 rules that fired most in a period', dashboardRules),
  alerts: widget('alerts', 'Summarise the alerts of a period (alerts_summary)', dashboardAlerts),
  alertsEntity: widget('alerts-entity', 'Count the alerts of a period by risk level', dashboardAlertsEntity),
  alertsResolutionRecord: widget(
    'alerts-resolution-record',
    'Count the alerts closed in a period by their resolution time',
    dashboardAlertsResolution,
  ),
  /** Downloads (at most 10,000 records each), queued to the Download Manager. */
  report: download('report', "Queue a download of the dashboard's figures", RANGE),
  resolvedAlertReport: download(
    'resolved-alert-report',
    'Queue a download of the alerts closed in a period',
    CAPPED,
  ),
  openedAlertReport: download(
    'opened-alert-report',
    'Queue a download of the alerts of a period that are not closed',
    CAPPED,
  ),
  createdAlertReport: download(
    'created-alert-report',
    'Queue a download of the alerts raised in a period',
    CAPPED,
  ),
};
