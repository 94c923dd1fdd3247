import { z } from 'zod';
import { recordIdParams, workspaceQuery } from './common.ts';

/**
 * The sections of the printable reports (spec part 2 "Printable reports"; part 3 case report page), in the order the
 * PDF prints them. The Export Report modal offers them all ticked; the server prints the ones `entities` names.
 */
const flowAnalysis = { key: 'flowAnalysis', label: 'Flow Analysis' } as const;
const counterpartySummary = { key: 'counterpartySummary', label: 'Counterparty Summary' } as const;
/** Every report on a screened object or a customer ends with its alerts, its comments and the rules they cite. */
const ALERTS_COMMENTS_AND_RULES = [
  { key: 'alerts', label: 'Alerts' },
  { key: 'comments', label: 'Comments' },
  { key: 'rulesAppendix', label: 'Appendix A: Rules' },
] as const;

export const REPORT_SECTIONS = {
  address: [
    { key: 'addressDetails', label: 'Address Details' },
    { key: 'tokenSummary', label: 'Token Summary' },
    flowAnalysis,
    counterpartySummary,
    ...ALERTS_COMMENTS_AND_RULES,
  ],
  transaction: [
    { key: 'transactionDetails', label: 'Transaction Details' },
    { key: 'inputsOutputs', label: 'Inputs and Outputs' },
    { key: 'internalTransactions', label: 'Internal Transactions' },
    { key: 'tokenTransfers', label: 'Token Transfers' },
    flowAnalysis,
    counterpartySummary,
    ...ALERTS_COMMENTS_AND_RULES,
  ],
  customer: [
    { key: 'customerDetails', label: 'Customer Details' },
    { key: 'digitalAssetSummary', label: 'Digital Asset Summary' },
    { key: 'addressSummary', label: 'Deposit, Withdrawal and User Address Summary' },
    { key: 'deposits', label: 'Deposits' },
    { key: 'withdrawals', label: 'Withdrawals' },
    flowAnalysis,
    { key: 'associatedEntities', label: 'Associated Entities' },
    ...ALERTS_COMMENTS_AND_RULES,
  ],
  case: [
    { key: 'caseDetails', label: 'Case Details' },
    { key: 'addressesList', label: 'Addresses' },
    { key: 'transactionsList', label: 'Transactions' },
    { key: 'customersList', label: 'Customers' },
    { key: 'timeline', label: 'Timeline' },
    { key: 'comments', label: 'Comments' },
  ],
} as const;

export type ReportKind = keyof typeof REPORT_SECTIONS;
export type ReportSection<K extends ReportKind> = (typeof REPORT_SECTIONS)[K][number]['key'];

/** Every table of a report stops at this many rows, and says so (spec part 2 "Printable reports"). */
export const REPORT_TABLE_MAX_ROWS = 200;

/** The error the Export Report modal shows (spec part 2 §8). */
export const REPORT_DOWNLOAD_FAILED = 'Error downloading report. Please try again later.';

/**
 * `entities`: a comma list of section keys of the kind; absent or empty means every section. An unknown key is a
 * 400 naming the allowed ones.
 */
export function reportQuery<K extends ReportKind>(kind: K) {
  const allowed: readonly string[] = REPORT_SECTIONS[kind].map((s) => s.key);
  return workspaceQuery.extend({
    entities: z
      .string()
      .max(500)
      .optional()
      .transform((value, ctx) => {
        const keys = (value ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        const unknown = keys.filter((key) => !allowed.includes(key));
        if (unknown.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown report section: ${unknown.join(', ')}. Allowed: ${allowed.join(', ')}.`,
          });
          return z.NEVER;
        }
        const chosen = keys.length === 0 ? allowed : keys;
        return REPORT_SECTIONS[kind]
          .map((s) => s.key)
          .filter((key) => chosen.includes(key)) as ReportSection<K>[];
      }),
  });
}

export const reportParams = recordIdParams;

/**
 * What a printable report page shows about who it is for (spec part 1 §2 "Printable reports": the branding), for
 * any caller of the workspace, API keys included: the organisation's name and logos, the workspace's name, the
 * caller's time zone and the plan flags that shape the report.
 */
export const reportBranding = z.object({
  organization: z.string(),
  organization_brand_logo: z.string().nullable(),
  organization_brand_report_logo: z.string().nullable(),
  workspace: z.string(),
  workspace_name: z.string(),
  timezone: z.string(),
  can_generate_report: z.boolean(),
  can_access_customers: z.boolean(),
});
export type ReportBrandingDto = z.infer<typeof reportBranding>;
