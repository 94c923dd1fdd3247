import { Menu } from '@mantine/core';
import type { TransactionDetail } from '@riskscreen/shared';
import { IconBriefcase, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionsMenu } from '../../../components/ui/actions-menu.tsx';
import { AddToCaseModal } from '../../add-to-case/index.ts';
import { AddToCustomerDialog } from '../../customers/index.ts';
import { ExportReportMenuItem, ExportReportModal } from '../../print-reports/index.ts';

/** The addresses of a transaction, senders first, each once: the choices of the customer's own address. */
function partiesOf(tx: TransactionDetail): string[] {
  const all = [...tx.from_addresses, ...tx.to_addresses].flatMap((party) => party.address.split(','));
  return [...new Set(all.map((address) => address.trim()).filter(Boolean))];
}

/** The transaction action menu: Add to Case, Add to a customer, Export Report. */
export function TransactionActionsMenu({ transaction }: { transaction: TransactionDetail }) {
  const [isCustomerOpen, setCustomerOpen] = useState(false);
  const [isCaseOpen, setCaseOpen] = useState(false);
  const [isReportOpen, setReportOpen] = useState(false);
  return (
    <>
      <ActionsMenu label="Transaction actions">
        <Menu.Item leftSection={<IconBriefcase size={16} />} onClick={() => setCaseOpen(true)}>
          Add to Case
        </Menu.Item>
        <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={() => setCustomerOpen(true)}>
          Add to a customer
        </Menu.Item>
        <ExportReportMenuItem onClick={() => setReportOpen(true)} />
      </ActionsMenu>
      {isReportOpen && (
        <ExportReportModal kind="transaction" id={transaction.id} onClose={() => setReportOpen(false)} />
      )}
      {isCaseOpen && (
        <AddToCaseModal
          title="Add Transaction to Case"
          entities={{ transactions: [transaction.id] }}
          onClose={() => setCaseOpen(false)}
        />
      )}
      {isCustomerOpen && (
        <AddToCustomerDialog
          kind="transaction"
          entity={{ ...transaction, parties: partiesOf(transaction) }}
          opened
          onClose={() => setCustomerOpen(false)}
        />
      )}
    </>
  );
}
