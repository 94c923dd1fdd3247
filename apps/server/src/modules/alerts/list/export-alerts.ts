import { endpoints, getChain, POLICY_TYPE_LABELS, type PolicyType } from '@riskscreen/shared';
import {
  EXPORT_MAX_ROWS,
  type ExportFile,
  queryExport,
  type TableFormat,
  tableFile,
} from '../../platform/index.ts';
import { type ListedAlertRow, selectedAlertRows } from './alert-list.repo.ts';
import { alertListFilters } from './alert-list-filters.ts';
import { presentListItem } from './present-list-item.ts';

export const ALERT_LIST_EXPORT = 'alerts.list';

/** The alert list's Download (queued): the ticked alerts, or every alert the list matches with all_matching=true. */
export const alertListExport = queryExport(
  ALERT_LIST_EXPORT,
  endpoints.alertList.export.query,
  async ({ db }, request, query) => {
    const scope = { workspaceId: request.workspaceId, userId: request.userId };
    const rows = await selectedAlertRows(
      db,
      scope,
      alertListFilters(query),
      query.ordering,
      { ids: query.ids, allMatching: query.all_matching === 'true' },
      EXPORT_MAX_ROWS,
    );
    return alertsFile(query.format, rows);
  },
);

/** The alerts as a table, the list's columns in words; formula-looking text is escaped by tableFile. */
function alertsFile(format: TableFormat, rows: readonly ListedAlertRow[]): Promise<ExportFile> {
  return tableFile(
    format,
    'alerts',
    [
      'Alert ID',
      'Entity Type',
      'Identifier',
      'Blockchain',
      'Customer Id',
      'Rule',
      'Policy Type',
      'Risk Level',
      'Status',
      'Assigned To',
      'Opened At',
      'Last Updated At',
    ],
    rows.map((row) => {
      const alert = presentListItem(row);
      const chain = alert.content_object_fields.currency;
      return [
        alert.id,
        alert.entity_type,
        alert.content_object_fields.identifier,
        chain === null ? '' : (getChain(chain)?.label ?? String(chain)),
        alert.content_object_fields.customer_id ?? '',
        alert.alert_body,
        POLICY_TYPE_LABELS[alert.policy_type as PolicyType] ?? '',
        alert.level_verbose,
        alert.workflow_stage.name,
        alert.assigned_to_name ?? '',
        new Date(alert.opened_at),
        new Date(alert.updated_at),
      ];
    }),
  );
}
