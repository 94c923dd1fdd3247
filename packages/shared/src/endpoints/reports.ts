import { workspaceQuery } from '../schemas/common.ts';
import { reportModel, reportModelQuery } from '../schemas/report-model.ts';
import { type ReportKind, reportBranding, reportParams, reportQuery } from '../schemas/reports.ts';
import { defineEndpoint, fileAnswer } from './define.ts';

const description =
  "A PDF of the sections `entities` names (comma-separated section keys; absent means all), each table at most 200 rows, dates in the caller's profile time zone.";

const modelDescription =
  "The assembled report the PDF and the printable page draw (decision 0090): its sections as worded blocks, the sections `entities` names, dates in the caller's profile time zone or `tz`.";

/** The report model of a kind, next to its PDF: the same path with report-model/, the same access. */
function modelEndpoint<K extends ReportKind, P extends string>(kind: K, path: P, tag: string) {
  return defineEndpoint({
    method: 'GET',
    path,
    summary: `The assembled ${kind} report`,
    description: modelDescription,
    params: reportParams,
    query: reportModelQuery(kind),
    response: reportModel,
    tags: [tag],
  });
}

/** The printable reports (spec part 2 "Printable reports" and §7 'report' calls; part 3 case report), as PDF files. */
export const reportEndpoints = {
  branding: defineEndpoint({
    method: 'GET',
    path: '/risk/api/v4/reports/branding/',
    summary: "The branding of the workspace's printable reports",
    description:
      "The organisation's name and logos, the workspace's name, the caller's time zone and the plan flags a printable report page needs; API keys may call it (the profile refuses them).",
    query: workspaceQuery,
    response: reportBranding,
    tags: ['reports'],
  }),
  address: defineEndpoint({
    method: 'GET',
    path: '/risk/api/v4/addresses/:id/report/',
    summary: 'Export a screened address as a PDF report',
    description,
    params: reportParams,
    query: reportQuery('address'),
    response: fileAnswer,
    tags: ['addresses'],
  }),
  transaction: defineEndpoint({
    method: 'GET',
    path: '/risk/api/v4/transactions/:id/report/',
    summary: 'Export a screened transaction as a PDF report',
    description,
    params: reportParams,
    query: reportQuery('transaction'),
    response: fileAnswer,
    tags: ['transactions'],
  }),
  customer: defineEndpoint({
    method: 'GET',
    path: '/risk/api/v4/customers/:id/report/',
    summary: 'Export a customer as a PDF report',
    description,
    params: reportParams,
    query: reportQuery('customer'),
    response: fileAnswer,
    tags: ['customers'],
  }),
  case: defineEndpoint({
    method: 'GET',
    path: '/resolutioncenter/api/v4/cases/:id/report/',
    summary: 'Export a case as a PDF report',
    description,
    params: reportParams,
    query: reportQuery('case'),
    response: fileAnswer,
    tags: ['cases'],
  }),
  addressModel: modelEndpoint('address', '/risk/api/v4/addresses/:id/report-model/', 'addresses'),
  transactionModel: modelEndpoint(
    'transaction',
    '/risk/api/v4/transactions/:id/report-model/',
    'transactions',
  ),
  customerModel: modelEndpoint('customer', '/risk/api/v4/customers/:id/report-model/', 'customers'),
  caseModel: modelEndpoint('case', '/resolutioncenter/api/v4/cases/:id/report-model/', 'cases'),
};
