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

/** The dashboard (spec part 1 §2 Dashboard, §7): one call per widget group, and its downloads. */
export const dashboardEndpoints = {
  addresses: defineEndpoint({
    method: 'GET',
    path: `${BASE}addresses/`,
    summary: 'Count live addresses by risk level and address screenings by chain',
    description: RANGE,
    query: dashboardQuery,
    response: dashboardAddresses,
    tags,
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: `${BASE}transactions/`,
    summary: 'Count live transactions by risk level and transaction screenings by chain',
    description: RANGE,
    query: dashboardQuery,
    response: dashboardTransactions,
    tags,
  }),
  customers: defineEndpoint({
    method: 'GET',
    path: `${BASE}customers/`,
    summary: 'Count live customers by risk level',
    description: RANGE,
    query: dashboardQuery,
    response: dashboardCustomers,
    tags,
  }),
  entities: defineEndpoint({
    method: 'GET',
    path: `${BASE}entities/`,
    summary: 'Summarise addresses, transactions and customers (entities_summary)',
    description: RANGE,
    query: dashboardQuery,
    response: dashboardEntities,
    tags,
  }),
  cases: defineEndpoint({
    method: 'GET',
    path: `${BASE}cases/`,
    summary: 'Summarise the cases of a period (cases_summary)',
    description: RANGE,
    query: dashboardQuery,
    response: dashboardCases,
    tags,
  }),
  rules: defineEndpoint({
    method: 'GET',
    path: `${BASE}rules/`,
    summary: 'List the 10 rules that fired most in a period',
    description: RANGE,
    query: dashboardQuery,
    response: dashboardRules,
    tags,
  }),
  alerts: defineEndpoint({
    method: 'GET',
    path: `${BASE}alerts/`,
    summary: 'Summarise the alerts of a period (alerts_summary)',
    description: RANGE,
    query: dashboardQuery,
    response: dashboardAlerts,
    tags,
  }),
  alertsEntity: defineEndpoint({
    method: 'GET',
    path: `${BASE}alerts-entity/`,
    summary: 'Count the alerts of a period by risk level',
    description: RANGE,
    query: dashboardQuery,
    response: dashboardAlertsEntity,
    tags,
  }),
  alertsResolutionRecord: defineEndpoint({
    method: 'GET',
    path: `${BASE}alerts-resolution-record/`,
    summary: 'Count the alerts closed in a period by their resolution time',
    description: RANGE,
    query: dashboardQuery,
    response: dashboardAlertsResolution,
    tags,
  }),
  /** Downloads (at most 10,000 records each), queued to the Download Manager. */
  report: defineEndpoint({
    method: 'GET',
    path: `${BASE}report/`,
    summary: "Queue a download of the dashboard's figures",
    description: RANGE,
    query: dashboardReportQuery,
    response: downloadQueued,
    tags,
  }),
  resolvedAlertReport: defineEndpoint({
    method: 'GET',
    path: `${BASE}resolved-alert-report/`,
    summary: 'Queue a download of the alerts closed in a period',
    description: `${RANGE} At most 10,000 records.`,
    query: dashboardReportQuery,
    response: downloadQueued,
    tags,
  }),
  openedAlertReport: defineEndpoint({
    method: 'GET',
    path: `${BASE}opened-alert-report/`,
    summary: 'Queue a download of the alerts of a period that are not closed',
    description: `${RANGE} At most 10,000 records.`,
    query: dashboardReportQuery,
    response: downloadQueued,
    tags,
  }),
  createdAlertReport: defineEndpoint({
    method: 'GET',
    path: `${BASE}created-alert-report/`,
    summary: 'Queue a download of the alerts raised in a period',
    description: `${RANGE} At most 10,000 records.`,
    query: dashboardReportQuery,
    response: downloadQueued,
    tags,
  }),
};
