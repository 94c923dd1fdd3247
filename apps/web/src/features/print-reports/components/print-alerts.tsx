import type { AlertDto } from '@riskscreen/shared';
import { PrintSection, PrintTable } from '../../../components/print-report/index.ts';
import { riskLevelText } from '../../../components/ui/risk-level-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { ReadRows } from '../read-rows.ts';
import { ALERT_GROUPS, type AlertGroupKey } from '../report-sections.ts';

type Props = {
  alerts: { data?: ReadRows<AlertDto> | undefined; isPending: boolean; isError: boolean };
  groups: readonly AlertGroupKey[];
  timeZone: string | undefined;
};

/** Open, In Progress and Closed Alerts (those `entities` chose): rule, level, stage, items, opened, updated. */
export function PrintAlerts({ alerts, groups, timeZone }: Props) {
  const state = alerts.isError ? 'error' : alerts.isPending ? 'loading' : 'ready';
  const rows = alerts.data?.rows ?? [];
  return (
    <PrintSection title="Alerts" testId="alerts" state={state}>
      {ALERT_GROUPS.filter((g) => groups.includes(g.key)).map((group) => {
        const inGroup = rows.filter((a) =>
          (group.categories as readonly number[]).includes(a.workflow_stage.category),
        );
        return (
          <div key={group.key} data-testid={`print-alerts-${group.key}`}>
            <h3>
              {group.title} ({inGroup.length})
            </h3>
            <PrintTable
              headers={['Alert', 'Risk Level', 'Stage', 'Items', 'Opened', 'Updated']}
              rows={inGroup.map((a) => [
                a.alert_body,
                riskLevelText(a.level),
                a.workflow_stage.name,
                a.alert_items_count,
                formatDate(a.opened_at, timeZone),
                formatDate(a.updated_at, timeZone),
              ])}
              count={inGroup.length}
              empty={`No ${group.title.toLowerCase()}.`}
            />
          </div>
        );
      })}
      {alerts.data && alerts.data.count > rows.length && (
        <div className="rs-print-note">
          The object has {alerts.data.count} alerts; the first {rows.length} are listed.
        </div>
      )}
    </PrintSection>
  );
}
