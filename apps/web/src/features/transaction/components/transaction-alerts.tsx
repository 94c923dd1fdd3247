import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTransactionAlerts } from '../api.ts';
import { ALERTS_EMPTY, ALERTS_ERROR } from '../messages.ts';

type Props = { transactionId: string; timeZone: string | undefined };

/** The alerts the rules raised on this transaction, as a simple list (the alert views arrive with alerts). */
export function TransactionAlerts({ transactionId, timeZone }: Props) {
  const alerts = useTransactionAlerts(transactionId);
  const rows = alerts.data?.results ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="transaction-alerts">
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={5}>Alerts</Title>
          {alerts.data && (
            <Badge size="sm" variant="light" color="gray">
              {alerts.data.count}
            </Badge>
          )}
        </Group>
        {alerts.isError && (
          <Text size="sm" c="red">
            {ALERTS_ERROR}
          </Text>
        )}
        {alerts.isSuccess && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {ALERTS_EMPTY}
          </Text>
        )}
        {rows.length > 0 && (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rule</Table.Th>
                <Table.Th>Policy</Table.Th>
                <Table.Th>Risk Level</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Opened</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((alert) => (
                <Table.Tr key={alert.id} data-testid="alert-row">
                  <Table.Td>{alert.alert_body}</Table.Td>
                  <Table.Td>{alert.rule_register.policy_name}</Table.Td>
                  <Table.Td>
                    <RiskLevelTag level={alert.level} />
                  </Table.Td>
                  <Table.Td>{alert.workflow_stage.name}</Table.Td>
                  <Table.Td>{formatDate(alert.opened_at, timeZone)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
