import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { createCustomer, customerKeys, downloadCustomers } from '../api.ts';
import { readFilters } from '../list-filters.ts';
import { CUSTOMER_ADDED, EXPORT_FAILED } from '../messages.ts';
import { CustomerIdDialog } from './customer-id-dialog.tsx';

/**
 * Beside the list's title: Export (after a confirmation, every customer the filters match as CSV) and Add Customer
 * (the id alone, no minimum length; the new customer's page opens).
 */
export function CustomerListActions() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  const queryClient = useQueryClient();
  const [isAdding, setAdding] = useState(false);
  const [isExporting, setExporting] = useState(false);

  const exportAll = () =>
    confirmAction({
      title: 'Export Customers',
      message: 'Download every customer matching the current filters as a CSV file?',
      confirmLabel: 'Export',
      onConfirm: async () => {
        setExporting(true);
        try {
          await downloadCustomers(null, readFilters(params));
        } catch {
          notifications.show({ color: 'red', message: EXPORT_FAILED });
        } finally {
          setExporting(false);
        }
      },
    });

  const add = async (customerId: string) => {
    const customer = await createCustomer(customerId);
    notifications.show({ color: 'green', message: CUSTOMER_ADDED });
    await queryClient.invalidateQueries({ queryKey: customerKeys.all });
    setAdding(false);
    navigate(withWorkspace(`/customers/${encodeURIComponent(customer.customer_id)}`, workspace));
  };

  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={isExporting}
        onClick={exportAll}
        data-testid="export-customers"
      >
        Export
      </Button>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
        Add Customer
      </Button>
      {isAdding && (
        <CustomerIdDialog
          title="Add Customer"
          submitLabel="Add"
          initial=""
          onClose={() => setAdding(false)}
          onSave={add}
        />
      )}
    </Group>
  );
}
