import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  type AlertListItem,
  AlertStatus,
  chainLabel,
  displayCode,
  TRUNCATE,
  WorkflowStageCategory,
} from '@riskscreen/shared';
import { shortenedColumn } from '../../../components/entity-list/list-columns.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { DATE_FORMATS, formatDate } from '../../../lib/format.ts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Closed and inactive stages are final: their alerts are shown greyed (spec part 3 §4.1). */
const isClosed = (row: AlertListItem) => row.workflow_stage.category >= WorkflowStageCategory.Closed;

/**
 * The alert list's columns after the selection box (spec part 3 §2.3), left to right; dates in the profile's time
 * zone.
 */
export function alertColumns(timeZone: string | undefined): DataTableColumn<AlertListItem>[] {
  return [
    {
      key: 'id',
      header: 'Alert ID',
      render: (row) => (
        <Text size="sm" ff="monospace" data-testid="alert-id">
          {row.id}
        </Text>
      ),
    },
    shortenedColumn(
      'identifier',
      'Identifier',
      (row) => row.content_object_fields.identifier,
      TRUNCATE.addressHeader,
    ),
    {
      key: 'blockchain',
      header: 'Blockchain',
      render: ({ content_object_fields: { currency } }) =>
        currency === null ? (
          '-'
        ) : (
          <Badge variant="light" color="gray" title={chainLabel(currency)}>
            {displayCode(currency)}
          </Badge>
        ),
    },
    shortenedColumn(
      'customer',
      'Customer ID',
      (row) => row.content_object_fields.customer_id,
      TRUNCATE.addressHeader,
    ),
    {
      key: 'policy',
      header: 'Policy Type & Category',
      render: (row) => (
        <Stack gap={0} style={NO_WRAP}>
          <Text size="sm">{row.policy_type_verbose}</Text>
          <Text size="xs" c="dimmed">
            {row.rule_register.policy_category_verbose}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'rule',
      header: 'Rule Name',
      render: (row) => (
        <Text size="sm" lineClamp={2} miw={140} maw={240} title={row.alert_body}>
          {row.alert_body}
        </Text>
      ),
    },
    {
      key: 'opened',
      header: 'Last Opened at',
      // On one line when there is room, else the time under the date.
      render: (row) => (
        <Text size="sm" miw={90}>
          <span style={NO_WRAP}>{formatDate(row.opened_at, timeZone, DATE_FORMATS.date)}</span>{' '}
          <span style={NO_WRAP}>{formatDate(row.opened_at, timeZone, DATE_FORMATS.time)}</span>
        </Text>
      ),
    },
    { key: 'risk', header: 'Risk Level', render: (row) => <RiskLevelTag level={row.level} size="xs" /> },
    { key: 'status', header: 'Status', render: (row) => <AlertStage alert={row} /> },
  ];
}

/** The alert's stage; greyed when closed; an Escalated badge for an escalated alert. */
function AlertStage({ alert }: { alert: AlertListItem }) {
  return (
    <Group gap={6} data-testid="alert-status">
      <Text size="sm" c={isClosed(alert) ? 'dimmed' : undefined}>
        {alert.workflow_stage.name}
      </Text>
      {alert.status === AlertStatus.Escalated && (
        <Badge size="xs" color="red" variant="light">
          Escalated
        </Badge>
      )}
    </Group>
  );
}
