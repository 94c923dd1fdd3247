import { addressActivityEndpoints } from './address-activity.ts';
import { addressCommentEndpoints } from './address-comments.ts';
import { addressPreviewEndpoints } from './address-previews.ts';
import { addressEndpoints } from './addresses.ts';
import { alertEndpoints } from './alerts.ts';
import { apiKeyEndpoints } from './api-keys.ts';
import { authEndpoints } from './auth.ts';
import { chainEndpoints } from './chains.ts';
import { customListEndpoints } from './custom-lists.ts';
import { customTagEndpoints } from './custom-tags.ts';
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
  customTags: customTagEndpoints,
  customLists: customListEndpoints,
  addressComments: addressCommentEndpoints,
  search: searchEndpoints,
  screeningSettings: screeningSettingsEndpoints,
};
