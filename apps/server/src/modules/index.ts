import type { AppDeps } from '../app-deps.ts';
import type { RouteModule } from '../lib/module.ts';
import './wiring.ts';
import {
  apiKeysRoutes,
  authRoutes,
  billingRoutes,
  memberRoutes,
  passwordResetJobs,
  passwordResetRoutes,
  profileRoutes,
  singleSignOnRoutes,
} from './accounts/index.ts';
import {
  alertCycleRoutes,
  alertListExport,
  alertListRoutes,
  alertRoutes,
  alertWorkflowJobs,
  alertWorkflowRoutes,
  autoResolveRoutes,
} from './alerts/index.ts';
import { caseListExport, caseRoutes, caseSettingsRoutes } from './cases/index.ts';
import {
  customerActivityRoutes,
  customerListExport,
  customerRoutes,
  customerTransferExports,
} from './customers/index.ts';
import { chainsRoutes, digitalAssetsExport, screeningSettingsRoutes } from './exposure/index.ts';
import { integrationJobs, integrationRoutes, integrationSubscribers } from './integrations/index.ts';
import {
  addressActivityExports,
  addressActivityRoutes,
  addressListExport,
  addressListRoutes,
  addressPreviewRoutes,
  addressRoutes,
  searchRoutes,
  transactionListExport,
  transactionRoutes,
} from './investigation/index.ts';
import {
  demoAdvanceJobs,
  monitoringRoutes,
  monitorJobs,
  sanctionsRefreshJobs,
  tokenWatchlistRoutes,
} from './monitoring/index.ts';
import type { EventSubscriberModule, JobModule } from './platform/index.ts';
import {
  downloadJobs,
  downloadRoutes,
  type ExportProducer,
  mailDelivery,
  mailDeliveryJobs,
  notificationRoutes,
  notificationSubscribers,
  systemRoutes,
} from './platform/index.ts';
import {
  dashboardExports,
  dashboardJobs,
  dashboardRoutes,
  reportRoutes,
  summaryJobs,
} from './reporting/index.ts';
import {
  customListAddressesExport,
  customListAddressRoutes,
  customTagRoutes,
  customTagsExport,
  policyRoutes,
  ruleRoutes,
  rulesExport,
} from './rules/index.ts';
import {
  addressCommentRoutes,
  archiveHistoryRoutes,
  commentRoutes,
  entityAuditRoutes,
  sanctionsCheckRoutes,
  uploadJobs,
  uploadRoutes,
} from './screening/index.ts';
import { firstRunRoutes, workspaceRoutes } from './workspaces/index.ts';

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
  monitoringRoutes,
  tokenWatchlistRoutes,
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
  integrationRoutes,
];

/** Every queued export's producer, from the module that owns its data (the downloads job runs them). */
export const exportProducers: ExportProducer[] = [
  addressListExport,
  ...addressActivityExports,
  caseListExport,
  alertListExport,
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
  summaryJobs,
  alertWorkflowJobs,
  monitorJobs,
  demoAdvanceJobs,
  integrationJobs,
  passwordResetJobs,
  mailDeliveryJobs,
];

/**
 * Every domain's consumers of the record of domain events (modules/events): in-app notifications and mail, and
 * later webhooks, chat and the monitor. Each is delivered every event of the types it reads, in order per
 * workspace, after the change committed.
 */
export const eventSubscriberModules: EventSubscriberModule<AppDeps>[] = [
  integrationSubscribers,
  notificationSubscribers,
];
