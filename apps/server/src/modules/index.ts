import type { AppDeps } from '../app-deps.ts';
import type { RouteModule } from '../lib/module.ts';
import { addressCommentRoutes } from './address-comments/index.ts';
import {
  addressActivityExports,
  addressActivityRoutes,
  addressListExport,
  addressListRoutes,
  addressPreviewRoutes,
  addressRoutes,
} from './addresses/index.ts';
import { alertCycleRoutes } from './alert-cycles/index.ts';
import { alertListRoutes } from './alert-list/index.ts';
import { alertWorkflowJobs, alertWorkflowRoutes, autoResolveRoutes } from './alert-workflow/index.ts';
import { alertRoutes } from './alerts/index.ts';
import { apiKeysRoutes } from './api-keys/index.ts';
import { archiveHistoryRoutes } from './archive-history/index.ts';
import { authRoutes } from './auth/index.ts';
import { billingRoutes } from './billing/index.ts';
import { caseListExport, caseRoutes, caseSettingsRoutes } from './cases/index.ts';
import { chainsRoutes, digitalAssetsExport } from './chains/index.ts';
import { commentRoutes } from './comments/index.ts';
import {
  customListAddressesExport,
  customListAddressRoutes,
  customTagRoutes,
  customTagsExport,
} from './custom-tags/index.ts';
import {
  customerActivityRoutes,
  customerListExport,
  customerRoutes,
  customerTransferExports,
} from './customers/index.ts';
import { dashboardExports, dashboardJobs, dashboardRoutes } from './dashboard/index.ts';
import { downloadJobs, downloadRoutes, type ExportProducer } from './downloads/index.ts';
import { entityAuditRoutes } from './entity-audit/index.ts';
import { screeningSettingsRoutes } from './exposure/index.ts';
import { firstRunRoutes } from './first-run/index.ts';
import type { JobModule } from './jobs/index.ts';
import { mailDelivery } from './mail/index.ts';
import { memberRoutes } from './members/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { workspaceRoutes } from './organisations/index.ts';
import { passwordResetRoutes } from './password-reset/index.ts';
import { policyRoutes, ruleRoutes, rulesExport } from './policies/index.ts';
import { profileRoutes } from './profile/index.ts';
import { reportRoutes } from './reports/index.ts';
import { sanctionsCheckRoutes } from './sanctions-check/index.ts';
import { sanctionsRefreshJobs } from './sanctions-refresh/index.ts';
import { searchRoutes } from './search/index.ts';
import { singleSignOnRoutes } from './single-sign-on/index.ts';
import { systemRoutes } from './system/index.ts';
import { transactionListExport, transactionRoutes } from './transactions/index.ts';
import { uploadJobs, uploadRoutes } from './uploads/index.ts';

/** Every domain's routes. A new domain adds its module here; the access harness then probes its routes. */
export const routeModules: RouteModule<AppDeps>[] = [
  addressRoutes,
  addressActivityRoutes,
  addressListRoutes,
  addressPreviewRoutes,
  screeningSettingsRoutes,
  searchRoutes,
  authRoutes,
  singleSignOnRoutes,
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
  reportRoutes,
  downloadRoutes,
  uploadRoutes,
  dashboardRoutes,
  archiveHistoryRoutes,
];

/** Every queued export's producer, from the module that owns its data (the downloads job runs them). */
export const exportProducers: ExportProducer[] = [
  addressListExport,
  ...addressActivityExports,
  caseListExport,
  customerListExport,
  ...customerTransferExports,
  customTagsExport,
  customListAddressesExport,
  rulesExport,
  digitalAssetsExport,
  transactionListExport,
  ...dashboardExports,
];

/** Every domain's background work (the durable job queue runs it: modules/jobs). */
export const jobModules: JobModule<AppDeps>[] = [
  downloadJobs(exportProducers),
  uploadJobs,
  sanctionsRefreshJobs,
  dashboardJobs,
  alertWorkflowJobs,
];
