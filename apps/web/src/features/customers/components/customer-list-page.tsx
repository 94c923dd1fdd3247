import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { type CustomerSummary, TRUNCATE } from '@riskscreen/shared';
import { useNavigate } from 'react-router';
import {
  type EntityListConfig,
  EntityListPage,
  type ListState,
} from '../../../components/entity-list/entity-list-page.tsx';
import { riskColumn, shortenedColumn } from '../../../components/entity-list/list-columns.tsx';
import { useQueryStringListState } from '../../../components/entity-list/use-query-string-list-state.ts';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { DATE_FORMATS, formatDate, formatUsd } from '../../../lib/format.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { AddToCaseModal } from '../../add-to-case/index.ts';
import { downloadCustomers, updateOpenAlerts, useCustomerList } from '../api.ts';
import { type CustomerListFilters, filterQuery, readFilters, writeFilters } from '../list-filters.ts';
import { CUSTOMERS_EMPTY, EXPORT_FAILED } from '../messages.ts';
import { CustomerListActions } from './customer-list-actions.tsx';
import { CustomerListFilterBar } from './customer-list-filters.tsx';
import { CustomersGate } from './customers-gate.tsx';

/** Filters and page in the query string, so a filtered list can be linked and survives a reload. */
function useCustomerListState(): ListState<CustomerListFilters> {
  return useQueryStringListState(readFilters, writeFilters);
}

/** A row opens the customer page, addressed by the customer id (URL-encoded: ids are the exchange's free text). */
function useOpenCustomer() {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  return (row: CustomerSummary) =>
    navigate(withWorkspace(routes.customer({ customerId: row.customer_id }), workspace));
}

/** Tokens shown by name in the Digital Assets cell; the rest are counted. */
const ASSETS_SHOWN = 3;

/** The tokens the customer's addresses hold (each once), the USD of each on hover. */
function digitalAssetsColumn(): DataTableColumn<CustomerSummary> {
  return {
    key: 'assets',
    header: 'Digital Assets',
    render: (row) => {
      const tokens = [...new Set(row.digital_assets.map((asset) => asset.token))];
      if (tokens.length === 0) return <Text size="sm">-</Text>;
      const usdOf = (token: string) =>
        row.digital_assets.filter((a) => a.token === token).reduce((sum, a) => sum + a.value_usd, 0);
      return (
        <Group gap={4} wrap="nowrap" data-testid="customer-assets">
          {tokens.slice(0, ASSETS_SHOWN).map((token) => (
            <Tooltip key={token} label={formatUsd(usdOf(token))} withArrow openDelay={300}>
              <Badge variant="light" color="gray" size="sm">
                {token}
              </Badge>
            </Tooltip>
          ))}
          {tokens.length > ASSETS_SHOWN && (
            <Text size="xs" c="dimmed">
              +{tokens.length - ASSETS_SHOWN}
            </Text>
          )}
        </Group>
      );
    },
  };
}

/**
 * The customer list (/customers, spec part 2 §2 Lists): Customer ID (32 characters), Digital Assets, Risk Level,
 * Date Added, Last Transaction, Deposit Amount; selection with the bulk menu and download; Export and Add Customer.
 * The page itself is the shared entity list (components/entity-list/entity-list-page.tsx); this is its config.
 */
const customerList: EntityListConfig<CustomerSummary, CustomerListFilters> = {
  title: 'Customers',
  testId: 'customer-list',
  emptyHint: CUSTOMERS_EMPTY,
  exportFailed: EXPORT_FAILED,
  columns: (timeZone) => [
    shortenedColumn('customer', 'Customer ID', (row) => row.customer_id, TRUNCATE.customerList),
    digitalAssetsColumn(),
    riskColumn(),
    { key: 'created', header: 'Date Added', render: (row) => formatDate(row.created_at, timeZone) },
    {
      key: 'last',
      header: 'Last Transaction',
      render: (row) =>
        row.latest_transaction_time === null
          ? '-'
          : formatDate(row.latest_transaction_time, timeZone, DATE_FORMATS.date),
    },
    {
      key: 'deposits',
      header: 'Deposit Amount',
      render: (row) => <span data-testid="deposit-amount">{formatUsd(row.total_incoming_value_usd)}</span>,
    },
  ],
  FilterBar: CustomerListFilterBar,
  useListState: useCustomerListState,
  useRows: useCustomerList,
  download: downloadCustomers,
  useOpenRow: useOpenCustomer,
  updateOpenAlerts,
  AddToCase: AddToCaseModal,
  caseEntity: 'customers',
  caseMatching: (filters) => ({ entity: 'customers', filters: filterQuery(filters) }),
  rowNoun: { one: 'customer', many: 'customers' },
  HeaderActions: CustomerListActions,
};

export function CustomerListPage() {
  return (
    <CustomersGate>
      <EntityListPage config={customerList} />
    </CustomersGate>
  );
}
