import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ExportFormat } from '@riskscreen/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { FormatSplitButton } from '../../../components/ui/format-split-button.tsx';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { createCustomer, customerKeys, downloadCustomers } from '../api.ts';
import { readFilters } from '../list-filters.ts';
import { CUSTOMER_ADDED, EXPORT_FAILED } from '../messages.ts';
import { CustomerIdDialog } from './customer-id-dialog.tsx';

/** What the confirmation says of each format; CSV's is the product's text as it was. */
const EXPORT_AS: Record<ExportFormat, string> = {
  csv: 'Download every customer matching the current filters as a CSV file?',
  xlsx: 'Download every customer matching the current filters as an Excel spreadsheet (XLSX)?',
};

/**
 * Beside the list's title: Export (after a confirmation, every customer the filters match as CSV, or from its
 * menu as a spreadsheet) and Add Customer (the id alone, no minimum length; the new customer's page opens).
 */
export function CustomerListActions() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  const queryClient = useQueryClient();
  const [isAdding, setAdding] = useState(false);
  const [isExporting, setExporting] = useState(false);

  const exportAll = (format: ExportFormat) =>
    confirmAction({
      title: 'Export Customers',
      message: EXPORT_AS[format],
      confirmLabel: 'Export',
      onConfirm: async () => {
        setExporting(true);
        try {
          await downloadCustomers(null, readFilters(params), format);
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
    navigate(withWorkspace(routes.customer({ customerId: customer.customer_id }), workspace));
  };

  return (
    <Group gap="xs">
      <FormatSplitButton
        label="Export"
        loading={isExporting}
        onChoose={exportAll}
        testId="export-customers"
      />
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
