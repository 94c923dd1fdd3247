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
};
