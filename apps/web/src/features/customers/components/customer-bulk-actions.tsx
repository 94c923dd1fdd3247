import { Button, Menu, Tooltip } from '@mantine/core';
import type { CustomerSummary } from '@riskscreen/shared';
import { IconBriefcase, IconChevronDown, IconProgressCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AddToCaseModal } from '../../../components/add-to-case/index.ts';
import type { BulkActionsProps } from '../../../components/entity-list/entity-list-page.tsx';
import { UpdateOpenAlertsDialog } from '../../../components/entity-list/update-open-alerts-dialog.tsx';
import { counted, groupDigits } from '../../../lib/format.ts';
import { selectedCount } from '../../../lib/list-selection.ts';
import { customerKeys, updateOpenAlerts } from '../api.ts';
import type { CustomerListFilters } from '../list-filters.ts';

type Dialog = 'alerts' | 'case' | null;

/** Add to Case takes the customers themselves: offered for ticked rows, not for 'all matching'. */
const CASE_NEEDS_ROWS = 'Tick the customers to add to a case.';

/**
 * The customer list's bulk menu, as the transaction list's (spec part 2 §2 Lists): Update Open Alerts (of the
 * ticked customers or of all matching ones) and Add to Case.
 */
export function CustomerBulkActions(props: BulkActionsProps<CustomerSummary, CustomerListFilters>) {
  const { selection, filters, total, clearSelection } = props;
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const count = selectedCount(selection, total);
  const subject =
    selection.mode === 'all' ? `all ${groupDigits(total)} matching customers` : counted(count, 'customer');
  const ids = selection.mode === 'all' ? [] : [...selection.rows.keys()];
  const close = () => setDialog(null);
  const done = () => {
    clearSelection();
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            rightSection={<IconChevronDown size={14} />}
            disabled={count === 0}
          >
            Bulk actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconProgressCheck size={14} />} onClick={() => setDialog('alerts')}>
            Update Open Alerts
          </Menu.Item>
          <Tooltip label={CASE_NEEDS_ROWS} position="left" withArrow disabled={ids.length > 0}>
            <div>
              <Menu.Item
                leftSection={<IconBriefcase size={14} />}
                disabled={ids.length === 0}
                onClick={() => setDialog('case')}
              >
                Add to Case
              </Menu.Item>
            </div>
          </Tooltip>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'alerts' && (
        <UpdateOpenAlertsDialog
          subject={subject}
          onSend={(change) => updateOpenAlerts(selection, filters, change)}
          onClose={close}
          onDone={done}
        />
      )}
      {dialog === 'case' && (
        <AddToCaseModal
          entities={{ customers: ids }}
          title="Add Customers to Case"
          onClose={close}
          onDone={done}
        />
      )}
    </>
  );
}
