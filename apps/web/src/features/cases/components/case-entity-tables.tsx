import { Anchor, Badge, Group, Tabs, Text } from '@mantine/core';
import {
  type CaseAddressRow,
  type CaseCustomerRow,
  type CaseDetail,
  type CaseEntityType,
  type CaseTransactionRow,
  chainLabel,
  displayCode,
  PAGE_SIZE,
  TRUNCATE,
} from '@riskscreen/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatUsd, truncateMiddle } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { useCaseAddresses, useCaseCustomers, useCaseTransactions } from '../api.ts';
import { fromCaseQuery } from '../case-actions.ts';
import { RemoveEntityButton } from './remove-entity-button.tsx';

type Tab = 'addresses' | 'customers' | 'transactions';

/** A link to the entity's page that carries the case (spec part 2 §1), so the page shows case → entity. */
function EntityLink({ to, text, full, testId }: { to: string; text: string; full: string; testId: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" ff="monospace" title={full} data-testid={testId}>
      {text}
    </Anchor>
  );
}

function ChainBadge({ currency }: { currency: number }) {
  return (
    <Badge variant="light" color="gray" title={chainLabel(currency)}>
      {displayCode(currency)}
    </Badge>
  );
}

const customerCell = (customerId: string | null) =>
  customerId ? (
    <Text size="sm" ff="monospace" title={customerId}>
      {truncateMiddle(customerId, TRUNCATE.customerIdInCase)}
    </Text>
  ) : (
    '-'
  );

/**
 * The case's entities (spec part 2 Case page): Addresses, Customers (with customer access) and Transactions, 25 a
 * page, each linking to its page with the case in the query, each removable.
 */
export function CaseEntityTables({ detail }: { detail: CaseDetail }) {
  const profile = useProfile();
  const [tab, setTab] = useState<Tab>('addresses');
  const hasCustomers = profile.can_access_customers;
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'addresses')} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="addresses">Addresses ({detail.addresses_count})</Tabs.Tab>
        {hasCustomers && <Tabs.Tab value="customers">Customers ({detail.customers_count})</Tabs.Tab>}
        <Tabs.Tab value="transactions">Transactions ({detail.transactions_count})</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="addresses" pt="sm">
        <AddressTable detail={detail} />
      </Tabs.Panel>
      {hasCustomers && (
        <Tabs.Panel value="customers" pt="sm">
          <CustomerTable detail={detail} />
        </Tabs.Panel>
      )}
      <Tabs.Panel value="transactions" pt="sm">
        <TransactionTable detail={detail} />
      </Tabs.Panel>
    </Tabs>
  );
}

const common = <
  Row extends { risk_level: number; alerts: number; added_by_name: string | null },
>(): DataTableColumn<Row>[] => [
  { key: 'risk', header: 'Risk Level', render: (row) => <RiskLevelTag level={row.risk_level} size="xs" /> },
  { key: 'alerts', header: 'Alerts', render: (row) => row.alerts },
  { key: 'added_by', header: 'Added By', render: (row) => row.added_by_name ?? 'System' },
];

/** The Address and Transaction tabs lead alike: the identifier linking to its page, its chain, its customer. */
const identifiedColumns = <Row extends CaseAddressRow | CaseTransactionRow>(entity: {
  header: string;
  truncateTo: number;
  testId: string;
  to: (row: Row) => string;
}): DataTableColumn<Row>[] => [
  {
    key: 'identifier',
    header: entity.header,
    render: (row) => (
      <EntityLink
        to={entity.to(row)}
        text={truncateMiddle(row.identifier, entity.truncateTo)}
        full={row.identifier}
        testId={entity.testId}
      />
    ),
  },
  { key: 'chain', header: 'Blockchain', render: (row) => <ChainBadge currency={row.currency} /> },
  { key: 'customer', header: 'Customer ID', render: (row) => customerCell(row.customer_id) },
];

function AddressTable({ detail }: { detail: CaseDetail }) {
  return (
    <EntityTable<CaseAddressRow>
      detail={detail}
      type="addresses"
      useRows={useCaseAddresses}
      hint="No addresses in this case"
      leadColumns={(workspace) =>
        identifiedColumns({
          header: 'Address',
          truncateTo: TRUNCATE.addressHeader,
          testId: 'case-address',
          to: (row) =>
            withWorkspace(routes.address({ id: row.id, ...fromCaseQuery(detail, row.id) }), workspace),
        })
      }
    />
  );
}

function TransactionTable({ detail }: { detail: CaseDetail }) {
  return (
    <EntityTable<CaseTransactionRow>
      detail={detail}
      type="transactions"
      useRows={useCaseTransactions}
      hint="No transactions in this case"
      leadColumns={(workspace) =>
        identifiedColumns({
          header: 'Transaction',
          truncateTo: TRUNCATE.transactionList,
          testId: 'case-transaction',
          to: (row) =>
            withWorkspace(routes.transaction({ id: row.id, ...fromCaseQuery(detail, row.id) }), workspace),
        })
      }
    />
  );
}

/** The Customers tab only shows with customer access, so its rows are always asked for. */
const useCaseCustomerRows = (caseId: string, page: number) => useCaseCustomers(caseId, page, true);

function CustomerTable({ detail }: { detail: CaseDetail }) {
  return (
    <EntityTable<CaseCustomerRow>
      detail={detail}
      type="customers"
      useRows={useCaseCustomerRows}
      hint="No customers in this case"
      leadColumns={(workspace) => [
        {
          key: 'customer',
          header: 'Customer ID',
          render: (row) => (
            <EntityLink
              to={withWorkspace(
                routes.customer({ customerId: row.customer_id, ...fromCaseQuery(detail, row.id) }),
                workspace,
              )}
              text={truncateMiddle(row.customer_id, TRUNCATE.customerList)}
              full={row.customer_id}
              testId="case-customer"
            />
          ),
        },
        {
          key: 'chains',
          header: 'Blockchains',
          render: (row) => (
            <Group gap={4}>
              {row.currencies.map((c) => (
                <ChainBadge key={c} currency={c} />
              ))}
            </Group>
          ),
        },
        { key: 'deposits', header: 'Deposits', render: (row) => formatUsd(row.deposit_amount) },
      ]}
    />
  );
}

type Query<Row> = {
  data: { results: Row[]; count: number } | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
};

type EntityRow = { id: number; risk_level: number; alerts: number; added_by_name: string | null };

/**
 * One tab's table, 25 a page: the entity's own columns, then risk, alerts and who added it, then the remove
 * button.
 */
function EntityTable<Row extends EntityRow>(props: {
  detail: CaseDetail;
  type: CaseEntityType;
  useRows: (caseId: string, page: number) => Query<Row>;
  leadColumns: (workspace: string | null) => DataTableColumn<Row>[];
  hint: string;
}) {
  const [page, setPage] = useState(1);
  const workspace = useWorkspaceSlug();
  const id = String(props.detail.id);
  const query = props.useRows(id, page);
  const columns: DataTableColumn<Row>[] = [
    ...props.leadColumns(workspace),
    ...common<Row>(),
    {
      key: 'remove',
      header: '',
      render: (row) => <RemoveEntityButton caseId={id} type={props.type} entity={row.id} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      {...pagedQueryTable(query, {
        page,
        pageSize: PAGE_SIZE.caseEntities,
        onPageChange: setPage,
      })}
      rowKey={(row) => row.id}
      emptyHint={props.hint}
      isDense
    />
  );
}
