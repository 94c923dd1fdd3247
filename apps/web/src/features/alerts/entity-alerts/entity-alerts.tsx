import { Badge, Button, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type AlertDto, type AlertObjectType, PAGE_SIZE } from '@riskscreen/shared';
import { useState } from 'react';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useEntityAlerts } from './api.ts';

/** Texts of the alerts card (spec part 2 §8). */
export const ALERTS_ERROR = 'Error loading alert details';
export const ALERTS_EMPTY = 'No alerts available';

type Props = {
  type: AlertObjectType;
  id: string;
  timeZone: string | undefined;
  /** Opens an alert's detail (the page's ?alert=): a row click or its Open button. */
  onOpenAlert?: (alert: AlertDto) => void;
};

/**
 * The alerts the rules raised on a screened entity (address or transaction page Overview): rule name, policy, risk
 * level, status and when it was opened, 20 per page; a row opens the alert's detail.
 */
export function EntityAlerts({ type, id, timeZone, onOpenAlert }: Props) {
  const [page, setPage] = useState(1);
  const alerts = useEntityAlerts(type, id, page);
  const rows = alerts.data?.results ?? [];
  const pages = Math.ceil((alerts.data?.count ?? 0) / PAGE_SIZE.list);
  return (
    <Paper withBorder p="md" radius="md" data-testid={`${type}-alerts`}>
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={5}>Alerts</Title>
          {alerts.data && (
            <Badge size="sm" variant="light" color="gray" data-testid="alerts-count">
              {alerts.data.count}
            </Badge>
          )}
        </Group>
        {alerts.isError && (
          <Text size="sm" c="red" data-testid="alerts-error">
            {ALERTS_ERROR}
          </Text>
        )}
        {alerts.isSuccess && rows.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="alerts-empty">
            {ALERTS_EMPTY}
          </Text>
        )}
        {rows.length > 0 && (
          <PlainTable
            minWidth={640}
            verticalSpacing="xs"
            headers={['Rule', 'Policy', 'Risk Level', 'Status', 'Created', onOpenAlert && {}]}
          >
            {rows.map((alert) => (
              <Table.Tr
                key={alert.id}
                data-testid="alert-row"
                onClick={onOpenAlert ? () => onOpenAlert(alert) : undefined}
                style={onOpenAlert ? { cursor: 'pointer' } : undefined}
              >
                <Table.Td>{alert.alert_body}</Table.Td>
                <Table.Td>{alert.rule_register.policy_name}</Table.Td>
                <Table.Td>
                  <RiskLevelTag level={alert.level} />
                </Table.Td>
                <Table.Td>{alert.workflow_stage.name}</Table.Td>
                <Table.Td>{formatDate(alert.opened_at, timeZone)}</Table.Td>
                {onOpenAlert && (
                  <Table.Td ta="right">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpenAlert(alert);
                      }}
                      data-testid="open-alert"
                    >
                      Open
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </PlainTable>
        )}
        {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
      </Stack>
    </Paper>
  );
}
