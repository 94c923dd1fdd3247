import { Alert, Group, Menu, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CustomerDetail, RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import { IconArchive, IconEdit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionsMenu } from '../../../components/ui/actions-menu.tsx';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { CopyIconButton } from '../../../components/ui/copy-icon-button.tsx';
import { RiskLevelBadge } from '../../../components/ui/risk-level-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { ExportReportMenuItem, ExportReportModal } from '../../print-reports/index.ts';
import { archiveCustomer, customerKeys, renameCustomer } from '../api.ts';
import { CUSTOMER_ARCHIVED, CUSTOMER_RENAMED } from '../messages.ts';
import { CustomerIdDialog } from './customer-id-dialog.tsx';

type Props = { customer: CustomerDetail; timeZone: string | undefined };

/**
 * The customer page's header (spec part 2 §2): the customer id with copy, its risk level, the Edit and Archive menu,
 * a notice for proof-of-reserve users, and the meta: Risk Level, Open Alerts, First Txn., Last Txn., Added On.
 */
export function CustomerHeader({ customer, timeZone }: Props) {
  const profile = useProfile();
  const facts: { label: string; value: ReactNode; testId: string }[] = [
    {
      label: 'Risk Level',
      value: RISK_LEVEL_LABELS[customer.risk_level as RiskLevel] ?? String(customer.risk_level),
      testId: 'customer-risk-text',
    },
    { label: 'Open Alerts', value: customer.open_alerts_count, testId: 'customer-open-alerts' },
    {
      label: 'First Txn.',
      value: formatDate(customer.earliest_transaction_time, timeZone),
      testId: 'customer-first-txn',
    },
    {
      label: 'Last Txn.',
      value: formatDate(customer.latest_transaction_time, timeZone),
      testId: 'customer-last-txn',
    },
    { label: 'Added On', value: formatDate(customer.created_at, timeZone), testId: 'customer-added-on' },
  ];
  return (
    <Paper withBorder p="md" radius="md" data-testid="customer-header">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Title
              order={2}
              ff="monospace"
              fz={22}
              style={{ wordBreak: 'break-all' }}
              data-testid="customer-title"
            >
              {customer.customer_id}
            </Title>
            <CopyIconButton value={customer.customer_id} label="Copy customer id" />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <RiskLevelBadge
              level={customer.risk_level}
              lastScreenedTime={customer.updated_at}
              timeZone={timeZone}
            />
            <CustomerActionsMenu customer={customer} />
          </Group>
        </Group>
        {profile.is_proof_of_reserve_enabled && (
          <Alert color="blue" variant="light" data-testid="proof-of-reserve-notice">
            Balances of this customer's addresses count towards your Proof of Reserves (see its tab).
          </Alert>
        )}
        <SimpleGrid cols={{ base: 3, md: 5 }} spacing="md">
          {facts.map((fact) => (
            <Stack key={fact.label} gap={0}>
              <Text size="xs" c="dimmed">
                {fact.label}
              </Text>
              <Text size="sm" data-testid={fact.testId}>
                {fact.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** Edit (rename the customer id: every link follows), Export Report, and Archive (after a confirmation). */
function CustomerActionsMenu({ customer }: { customer: CustomerDetail }) {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  const queryClient = useQueryClient();
  const [isEditing, setEditing] = useState(false);
  const [isReportOpen, setReportOpen] = useState(false);

  const rename = async (newCustomerId: string) => {
    const renamed = await renameCustomer(customer.customer_id, newCustomerId);
    notifications.show({ color: 'green', message: CUSTOMER_RENAMED });
    setEditing(false);
    await queryClient.invalidateQueries({ queryKey: customerKeys.all });
    navigate(withWorkspace(routes.customer({ customerId: renamed.customer_id }), workspace), {
      replace: true,
    });
  };

  const archive = () =>
    confirmAction({
      title: 'Archive Customer',
      message: 'Are you sure you want to archive this customer? It will no longer appear in your lists.',
      confirmLabel: 'Archive',
      danger: true,
      onConfirm: async () => {
        try {
          await archiveCustomer(customer.id);
          notifications.show({ color: 'green', message: CUSTOMER_ARCHIVED });
          queryClient.removeQueries({ queryKey: customerKeys.all });
          navigate(withWorkspace(routes.customers(), workspace));
        } catch (error) {
          const text = error instanceof ApiError ? errorText(error.body, true) : 'Something went wrong';
          notifications.show({ color: 'red', message: text });
        }
      },
    });

  return (
    <>
      <ActionsMenu label="Customer actions">
        <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
          Edit
        </Menu.Item>
        <ExportReportMenuItem onClick={() => setReportOpen(true)} />
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconArchive size={16} />} onClick={archive}>
          Archive
        </Menu.Item>
      </ActionsMenu>
      {isReportOpen && (
        <ExportReportModal kind="customer" id={customer.id} onClose={() => setReportOpen(false)} />
      )}
      {isEditing && (
        <CustomerIdDialog
          title="Edit Customer ID"
          submitLabel="Save"
          initial={customer.customer_id}
          onClose={() => setEditing(false)}
          onSave={rename}
        />
      )}
    </>
  );
}
