import { addressActivityEndpoints } from './address-activity.ts';
import { addressCommentEndpoints } from './address-comments.ts';
import { addressPreviewEndpoints } from './address-previews.ts';
import { addressEndpoints } from './addresses.ts';
import { alertCycleEndpoints } from './alert-cycles.ts';
import { alertListEndpoints } from './alert-list.ts';
import { alertWorkflowEndpoints } from './alert-workflow.ts';
import { alertEndpoints } from './alerts.ts';
import { apiKeyEndpoints } from './api-keys.ts';
import { archiveLogEndpoints } from './archive-logs.ts';
import { authEndpoints } from './auth.ts';
import { autoResolveEndpoints } from './auto-resolve.ts';
import { caseEndpoints, caseSettingsEndpoints } from './cases.ts';
import { chainEndpoints } from './chains.ts';
import { commentEndpoints } from './comments.ts';
import { customListEndpoints } from './custom-lists.ts';
import { customTagEndpoints } from './custom-tags.ts';
import { customerEndpoints } from './customers.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { downloadEndpoints } from './downloads.ts';
import { firstRunEndpoints } from './first-run.ts';
import { integrationEndpoints } from './integrations.ts';
import { memberEndpoints } from './members.ts';
import { monitoringEndpoints } from './monitoring.ts';
import { notificationEndpoints } from './notifications.ts';
import { accountLinkEndpoints } from './password-reset.ts';
import { policyEndpoints } from './policies.ts';
import { profileEndpoints } from './profile.ts';
import { reportEndpoints } from './reports.ts';
import { ruleEndpoints } from './rules.ts';
import { sanctionsCheckEndpoints } from './sanctions-check.ts';
import { screeningSettingsEndpoints } from './screening-settings.ts';
import { searchEndpoints } from './search.ts';
import { singleSignOnEndpoints } from './single-sign-on.ts';
import { systemEndpoints } from './system.ts';
import { tokenWatchlistEndpoints } from './token-watchlist.ts';
import { transactionPreviewEndpoints } from './transaction-previews.ts';
import { transactionEndpoints } from './transactions.ts';
import { uploadEndpoints } from './uploads.ts';
import { workspaceEndpoints } from './workspaces.ts';

export * from './define.ts';
export * from './pages.ts';

/** Every endpoint of the API, by domain: the server registers its routes from them and the web calls them. */
export const endpoints = {
  auth: authEndpoints,
  profile: profileEndpoints,
  accountLinks: accountLinkEndpoints,
  firstRun: firstRunEndpoints,
  members: memberEndpoints,
  singleSignOn: singleSignOnEndpoints,
  workspaces: workspaceEndpoints,
  notifications: notificationEndpoints,
  apiKeys: apiKeyEndpoints,
  system: systemEndpoints,
  chains: chainEndpoints,
  addresses: { ...addressEndpoints, ...addressActivityEndpoints },
  addressPreviews: addressPreviewEndpoints,
  transactions: transactionEndpoints,
  transactionPreviews: transactionPreviewEndpoints,
  policies: policyEndpoints,
  rules: ruleEndpoints,
  alerts: alertEndpoints,
  alertList: alertListEndpoints,
  alertWorkflow: alertWorkflowEndpoints,
  alertCycles: alertCycleEndpoints,
  autoResolve: autoResolveEndpoints,
  monitoring: monitoringEndpoints,
  tokenWatchlist: tokenWatchlistEndpoints,
  customTags: customTagEndpoints,
  customLists: customListEndpoints,
  addressComments: addressCommentEndpoints,
  comments: commentEndpoints,
  search: searchEndpoints,
  screeningSettings: screeningSettingsEndpoints,
  sanctionsCheck: sanctionsCheckEndpoints,
  cases: caseEndpoints,
  caseSettings: caseSettingsEndpoints,
  customers: customerEndpoints,
  downloads: downloadEndpoints,
  dashboard: dashboardEndpoints,
  reports: reportEndpoints,
  uploads: uploadEndpoints,
  archiveLogs: archiveLogEndpoints,
  integrations: integrationEndpoints,
};
