import { addressActivityEndpoints } from './address-activity.ts';
import { addressCommentEndpoints } from './address-comments.ts';
import { addressPreviewEndpoints } from './address-previews.ts';
import { addressEndpoints } from './addresses.ts';
import { alertCycleEndpoints } from './alert-cycles.ts';
import { alertListEndpoints } from './alert-list.ts';
import { alertWorkflowEndpoints } from './alert-workflow.ts';
import { alertEndpoints } from './alerts.ts';
import { apiKeyEndpoints } from './api-keys.ts';
import { authEndpoints } from './auth.ts';
import { chainEndpoints } from './chains.ts';
import { commentEndpoints } from './comments.ts';
import { customListEndpoints } from './custom-lists.ts';
import { customTagEndpoints } from './custom-tags.ts';
import { notificationEndpoints } from './notifications.ts';
import { policyEndpoints } from './policies.ts';
import { profileEndpoints } from './profile.ts';
import { ruleEndpoints } from './rules.ts';
import { screeningSettingsEndpoints } from './screening-settings.ts';
import { searchEndpoints } from './search.ts';
import { systemEndpoints } from './system.ts';
import { transactionPreviewEndpoints } from './transaction-previews.ts';
import { transactionEndpoints } from './transactions.ts';

export * from './define.ts';
export * from './pages.ts';

/** Every endpoint of the API, by domain: the server registers its routes from them and the web calls them. */
export const endpoints = {
  auth: authEndpoints,
  profile: profileEndpoints,
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
  customTags: customTagEndpoints,
  customLists: customListEndpoints,
  addressComments: addressCommentEndpoints,
  comments: commentEndpoints,
  search: searchEndpoints,
  screeningSettings: screeningSettingsEndpoints,
};
