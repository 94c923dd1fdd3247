import type { RouteModule } from '../lib/module.ts';
import { addressCommentRoutes } from './address-comments/address-comments.routes.ts';
import { alertRoutes } from './alerts/alerts.routes.ts';
import { apiKeysRoutes } from './api-keys/api-keys.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { chainsRoutes } from './chains/chains.routes.ts';
import { customListAddressRoutes } from './custom-lists/list-addresses.routes.ts';
import { customTagRoutes } from './custom-tags/custom-tags.routes.ts';
import { entityAuditRoutes } from './entity-audit/entity-audit.routes.ts';
import { policyRoutes } from './policies/policies.routes.ts';
import { ruleRoutes } from './policies/rules.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { addressRoutes } from './screening/address.routes.ts';
import { addressActivityRoutes } from './screening/address-activity.routes.ts';
import { addressListRoutes } from './screening/address-list.routes.ts';
import { addressPreviewRoutes } from './screening/address-preview.routes.ts';
import { screeningSettingsRoutes } from './screening/screening-settings.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { systemRoutes } from './system/system.routes.ts';
import { transactionRoutes } from './transactions/transactions.routes.ts';

/** Every domain's routes. A new domain adds its module here; the access harness then probes its routes. */
export const routeModules: RouteModule[] = [
  addressRoutes,
  addressActivityRoutes,
  addressListRoutes,
  addressPreviewRoutes,
  screeningSettingsRoutes,
  searchRoutes,
  authRoutes,
  profileRoutes,
  apiKeysRoutes,
  systemRoutes,
  chainsRoutes,
  transactionRoutes,
  policyRoutes,
  ruleRoutes,
  alertRoutes,
  customTagRoutes,
  customListAddressRoutes,
  addressCommentRoutes,
  entityAuditRoutes,
];
