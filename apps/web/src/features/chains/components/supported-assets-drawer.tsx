import { Button, CloseButton, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CHAINS, type DigitalAsset, PAGE_SIZE, SHELL_MESSAGES, TIMERS_MS } from '@riskscreen/shared';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { FilterMultiSelect } from '../../../components/ui/filter-multi-select.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { groupDigits } from '../../../lib/format-number.ts';
import { type AssetFilter, downloadDigitalAssets, useDigitalAssets } from '../api.ts';
import { AssetChainBadges } from './asset-chain-badges.tsx';
import { CoverageBadge } from './coverage-badge.tsx';

const DRAWER_WIDTH = 960;
const CHAIN_OPTIONS = CHAINS.map((chain) => ({ value: String(chain.blockchain), label: chain.label }));

const COLUMNS: DataTableColumn<DigitalAsset>[] = [
  {
    key: 'name',
    header: 'Name',
    width: 200,
    render: (asset) => (
      <Text size="sm" fw={500}>
        {asset.name}
      </Text>
    ),
  },
  { key: 'symbol', header: 'Symbol', width: 110, render: (asset) => asset.symbol },
  {
    key: 'blockchains',
    header: 'Blockchains',
    render: (asset) => <AssetChainBadges blockchains={asset.blockchains} />,
  },
  {
    key: 'coverage',
    header: 'Coverage',
    width: 130,
    render: (asset) => <CoverageBadge asset={asset} />,
  },
];

/** The page of the current filter: a new search or chain choice starts again from page 1. */
function usePageOf(filter: AssetFilter) {
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  return [page, (next: number) => setPaging({ filterKey, page: next })] as const;
}

/** Supported Digital Assets (help menu): search, blockchain filter, paged table and CSV export. */
export function SupportedAssetsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), TIMERS_MS.searchDebounce);
  const [chains, setChains] = useState<string[]>([]);
  const filter = useMemo<AssetFilter>(() => ({ q, blockchains: chains.map(Number) }), [q, chains]);
  const [page, setPage] = usePageOf(filter);
  const assets = useDigitalAssets(filter, page, opened);
  const [isExporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadDigitalAssets(filter);
    } catch {
      notifications.show({ color: 'red', message: SHELL_MESSAGES.downloadFailed });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={DRAWER_WIDTH}
      title={<Text fw={600}>Supported Digital Assets</Text>}
      data-testid="supported-assets"
    >
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label="Search"
            placeholder="Name or symbol"
            leftSection={<IconSearch size={16} />}
            rightSection={
              search && <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} />
            }
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 0', minWidth: 0 }}
          />
          <FilterMultiSelect
            label="Blockchains"
            placeholder={chains.length === 0 ? 'All blockchains' : undefined}
            data={CHAIN_OPTIONS}
            value={chains}
            onChange={setChains}
            style={{ flex: '1 1 0', minWidth: 0 }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={isExporting}
            onClick={exportCsv}
          >
            Export
          </Button>
        </Group>
        <Text size="sm" c="dimmed" h={20} data-testid="asset-count">
          {assets.data && `${groupDigits(assets.data.count)} ${assets.data.count === 1 ? 'asset' : 'assets'}`}
        </Text>
        <DataTable
          columns={COLUMNS}
          {...pagedQueryTable(
            assets,
            { page, pageSize: PAGE_SIZE.list, onPageChange: setPage },
            assets.isPending || assets.isPlaceholderData,
          )}
          rowKey={(asset) => `${asset.symbol}|${asset.name}`}
        />
      </Stack>
    </Drawer>
  );
}
