import { type AddressSummary, TRUNCATE } from '@riskscreen/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type EntityListConfig,
  EntityListPage,
  type ListState,
} from '../../../components/entity-list/entity-list-page.tsx';
import {
  blockchainColumn,
  customerIdColumn,
  identifierColumn,
  riskColumn,
} from '../../../components/entity-list/list-columns.tsx';
import { AddEntityButton } from '../../../components/screening/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { AddToCaseModal, presentFilters } from '../../add-to-case/index.ts';
import { downloadSelection, updateOpenAlerts, useAddressList } from '../api.ts';
import { type AddressListFilters, filterQuery } from '../list-filters.ts';
import { ADDRESSES_EMPTY, EXPORT_FAILED } from '../messages.ts';
import { useSavedFilters } from '../use-saved-filters.ts';
import { AddressListFilterBar } from './address-list-filters.tsx';

/** Filters saved per workspace in the browser; the page starts at 1 on each visit and each filter change. */
function useAddressListState(): ListState<AddressListFilters> {
  const workspace = useWorkspaceSlug();
  const [filters, saveFilters] = useSavedFilters(workspace);
  const [page, setPage] = useState(1);
  const setFilters = (patch: Partial<AddressListFilters>) => {
    saveFilters(patch);
    setPage(1);
  };
  return { filters, page, setFilters, setPage, scope: workspace };
}

/** A row opens the address page. */
function useOpenAddress() {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  return (row: AddressSummary) => navigate(withWorkspace(routes.address({ id: row.id }), workspace));
}

/**
 * The address list (/addresses, spec part 2 §2 Lists): saved filters, selection, export; a row opens the page.
 * The page itself is the shared entity list (components/entity-list/entity-list-page.tsx); this is its config.
 */
const addressList: EntityListConfig<AddressSummary, AddressListFilters> = {
  title: 'Addresses',
  testId: 'address-list',
  emptyHint: ADDRESSES_EMPTY,
  exportFailed: EXPORT_FAILED,
  // The list's columns, left to right after the selection box: a new column goes here (the server writes the CSV
  // export). Filters: address-list-filters.tsx and list-filters.ts.
  columns: (timeZone) => [
    identifierColumn('Address', TRUNCATE.addressHeader, 'address-identifier'),
    blockchainColumn('address-chain'),
    customerIdColumn(TRUNCATE.addressHeader),
    { key: 'entity', header: 'Entity Name', render: (row) => row.tag_name_verbose ?? '-' },
    { key: 'type', header: 'Entity Type', render: (row) => row.tag_type_verbose ?? 'Unknown' },
    { key: 'created', header: 'Date Added', render: (row) => formatDate(row.created_at, timeZone) },
    {
      key: 'screened',
      header: 'Last Screened At',
      render: (row) => formatDate(row.last_screened_time, timeZone),
    },
    riskColumn(),
  ],
  FilterBar: AddressListFilterBar,
  useListState: useAddressListState,
  useRows: useAddressList,
  download: downloadSelection,
  updateOpenAlerts,
  rowNoun: { one: 'address', many: 'addresses' },
  AddToCase: AddToCaseModal,
  caseEntity: 'addresses',
  caseMatching: (filters) => ({ entity: 'addresses', filters: presentFilters(filterQuery(filters)) }),
  useOpenRow: useOpenAddress,
  HeaderActions: () => <AddEntityButton kind="address" />,
};

export function AddressListPage() {
  return <EntityListPage config={addressList} />;
}
