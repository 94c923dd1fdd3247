import type { AppDeps } from '../app-deps.ts';
import type { RouteModule } from '../lib/module.ts';
import { addressCommentRoutes } from './address-comments/index.ts';
import {
  addressActivityRoutes,
  addressListRoutes,
  addressPreviewRoutes,
  addressRoutes,
} from './addresses/index.ts';
import { alertCycleRoutes } from './alert-cycles/index.ts';
import { alertListRoutes } from './alert-list/index.ts';
import { alertWorkflowRoutes, autoResolveRoutes } from './alert-workflow/index.ts';
import { alertRoutes } from './alerts/index.ts';
import { apiKeysRoutes } from './api-keys/index.ts';
import { authRoutes } from './auth/index.ts';
import { billingRoutes } from './billing/index.ts';
import { caseRoutes, caseSettingsRoutes } from './cases/index.ts';
import { chainsRoutes } from './chains/index.ts';
import { commentRoutes } from './comments/index.ts';
import { customListAddressRoutes, customTagRoutes } from './custom-tags/index.ts';
import { customerActivityRoutes, customerRoutes } from './customers/index.ts';
import { entityAuditRoutes } from './entity-audit/index.ts';
import { screeningSettingsRoutes } from './exposure/index.ts';
import { firstRunRoutes } from './first-run/index.ts';
import { mailDelivery } from './mail/index.ts';
import { memberRoutes } from './members/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { workspaceRoutes } from './organisations/index.ts';
import { passwordResetRoutes } from './password-reset/index.ts';
import { policyRoutes, ruleRoutes } from './policies/index.ts';
import { profileRoutes } from './profile/index.ts';
import { sanctionsCheckRoutes } from './sanctions-check/index.ts';
import { searchRoutes } from './search/index.ts';
import { systemRoutes } from './system/index.ts';
import { transactionRoutes } from './transactions/index.ts';

/** Every domain's routes. A new domain adds its module here; the access harness then probes its routes. */
export const routeModules: RouteModule<AppDeps>[] = [
  addressRoutes,
  addressActivityRoutes,
  addressListRoutes,
  addressPreviewRoutes,
  screeningSettingsRoutes,
  searchRoutes,
  authRoutes,
  profileRoutes,
  billingRoutes,
  apiKeysRoutes,
  systemRoutes,
  chainsRoutes,
  transactionRoutes,
  policyRoutes,
  ruleRoutes,
  alertRoutes,
  alertListRoutes,
  alertWorkflowRoutes,
  autoResolveRoutes,
  alertCycleRoutes,
  customTagRoutes,
  customListAddressRoutes,
  addressCommentRoutes,
  commentRoutes,
  notificationRoutes,
  mailDelivery,
  memberRoutes,
  workspaceRoutes,
  passwordResetRoutes,
  firstRunRoutes,
  entityAuditRoutes,
  caseRoutes,
  caseSettingsRoutes,
  sanctionsCheckRoutes,
  customerRoutes,
  customerActivityRoutes,
];
