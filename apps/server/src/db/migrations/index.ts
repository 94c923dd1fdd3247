import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_tenancy.ts';
import * as m0002 from './0002_chain_data.ts';
import * as m0003 from './0003_attribution.ts';
import * as m0004 from './0004_screening.ts';
import * as m0005search from './0005_search_indexes.ts';
import * as m0006 from './0006_policies_alerts.ts';
import * as m0007customLists from './0007_custom_lists.ts';
import * as m0008refreshGrace from './0008_refresh_grace.ts';
import * as m0009sanctionedItself from './0009_sanctioned_itself_rule.ts';
import * as m0010addressComments from './0010_address_comments.ts';
import * as m0011screeningSettings from './0011_screening_settings.ts';
import * as m0012entityAudit from './0012_entity_audit.ts';
import * as m0013alertWorkflow from './0013_alert_workflow.ts';
import * as m0014commentsNotifications from './0014_comments_notifications.ts';
import * as m0015alertCycles from './0015_alert_cycles.ts';
import * as m0016alertListIndexes from './0016_alert_list_indexes.ts';
import * as m0017cases from './0017_cases.ts';
import * as m0018customers from './0018_customers.ts';
import * as m0019labelSources from './0019_label_sources.ts';
import * as m0020membersInvitations from './0020_members_invitations.ts';
import * as m0021autoResolve from './0021_auto_resolve.ts';
import * as m0022downloads from './0022_downloads.ts';
import * as m0023uploads from './0023_uploads.ts';
import * as m0024dashboard from './0024_dashboard.ts';
import * as m0025sanctionsRefreshes from './0025_sanctions_refreshes.ts';
import * as m0026singleSignOn from './0026_single_sign_on.ts';
import * as m0027uploadNotifications from './0027_upload_notifications.ts';
import * as m0028snapshotTreesAsJson from './0028_snapshot_trees_as_json.ts';
import * as m0029liveRowTrees from './0029_live_row_trees.ts';
import * as m0030screeningRollupUpdates from './0030_screening_rollup_updates.ts';
import * as m0035attributedIllicitRules from './0035_attributed_illicit_rules.ts';
import * as m0043apiRateLimits from './0043_api_rate_limits.ts';
import * as m0044domainEvents from './0044_domain_events.ts';
import * as m0047apiKeyRevocations from './0047_api_key_revocations.ts';
import * as m0050caseDecisionNotifications from './0050_case_decision_notifications.ts';
import * as m0051caseApprovalsKept from './0051_case_approvals_kept.ts';
import * as m0052dashboardSnapshotFreshness from './0052_dashboard_snapshot_freshness.ts';
import * as m0060continuousMonitoring from './0060_continuous_monitoring.ts';
import * as m0070integrations from './0070_integrations.ts';
import * as m0071integrationFlags from './0071_integration_flags.ts';
import * as m0090sharedInvitations from './0090_shared_invitations.ts';
import * as m0091ssoDomains from './0091_sso_domains.ts';
import * as m0092subscriptionNotifications from './0092_subscription_notifications.ts';
import * as m0093sentSummaries from './0093_sent_summaries.ts';
import * as m0094tokenWatchlist from './0094_token_watchlist.ts';
import * as m0095chatService from './0095_chat_service.ts';
import * as m0096alertItemReasons from './0096_alert_item_reasons.ts';
import * as m0097custodyService from './0097_custody_service.ts';
import * as m0098chainRewrites from './0098_chain_rewrites.ts';
import * as m0099investigationTreeHash from './0099_investigation_tree_hash.ts';
import * as m0100liveCountsOnChangedRows from './0100_live_counts_on_changed_rows.ts';

/** Append-only: add new migrations at the end with the next number. */
export const migrations: Record<string, Migration> = {
  '0001_tenancy': m0001,
  '0002_chain_data': m0002,
  '0003_attribution': m0003,
  '0004_screening': m0004,
  '0005_search_indexes': m0005search,
  '0006_policies_alerts': m0006,
  '0007_custom_lists': m0007customLists,
  '0008_refresh_grace': m0008refreshGrace,
  '0009_sanctioned_itself_rule': m0009sanctionedItself,
  '0010_address_comments': m0010addressComments,
  '0011_screening_settings': m0011screeningSettings,
  '0012_entity_audit': m0012entityAudit,
  '0013_alert_workflow': m0013alertWorkflow,
  '0014_comments_notifications': m0014commentsNotifications,
  '0015_alert_cycles': m0015alertCycles,
  '0016_alert_list_indexes': m0016alertListIndexes,
  '0017_cases': m0017cases,
  '0018_customers': m0018customers,
  '0019_label_sources': m0019labelSources,
  '0020_members_invitations': m0020membersInvitations,
  '0021_auto_resolve': m0021autoResolve,
  '0022_downloads': m0022downloads,
  '0023_uploads': m0023uploads,
  '0024_dashboard': m0024dashboard,
  '0025_sanctions_refreshes': m0025sanctionsRefreshes,
  '0026_single_sign_on': m0026singleSignOn,
  '0027_upload_notifications': m0027uploadNotifications,
  '0028_snapshot_trees_as_json': m0028snapshotTreesAsJson,
  '0029_live_row_trees': m0029liveRowTrees,
  '0030_screening_rollup_updates': m0030screeningRollupUpdates,
  '0035_attributed_illicit_rules': m0035attributedIllicitRules,
  '0043_api_rate_limits': m0043apiRateLimits,
  '0044_domain_events': m0044domainEvents,
  '0047_api_key_revocations': m0047apiKeyRevocations,
  '0050_case_decision_notifications': m0050caseDecisionNotifications,
  '0051_case_approvals_kept': m0051caseApprovalsKept,
  '0052_dashboard_snapshot_freshness': m0052dashboardSnapshotFreshness,
  '0060_continuous_monitoring': m0060continuousMonitoring,
  '0070_integrations': m0070integrations,
  '0071_integration_flags': m0071integrationFlags,
  '0090_shared_invitations': m0090sharedInvitations,
  '0091_sso_domains': m0091ssoDomains,
  '0092_subscription_notifications': m0092subscriptionNotifications,
  '0093_sent_summaries': m0093sentSummaries,
  '0094_token_watchlist': m0094tokenWatchlist,
  '0095_chat_service': m0095chatService,
  '0096_alert_item_reasons': m0096alertItemReasons,
  '0097_custody_service': m0097custodyService,
  '0098_chain_rewrites': m0098chainRewrites,
  '0099_investigation_tree_hash': m0099investigationTreeHash,
  '0100_live_counts_on_changed_rows': m0100liveCountsOnChangedRows,
};
