import { Button, Center, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { SHELL_MESSAGES } from '@riskscreen/shared';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import './data-table.css';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  width?: number | string;
};

export type DataTableProps<T> = {
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  isLoading?: boolean;
  error?: unknown;
  /** Offered for gateway and server failures (500, 502, 504), where trying again can help. */
  onRetry?: () => void;
  /** A more specific line under the spec's empty text ('Nothing to see over here'), e.g. 'No rules found'. */
  emptyHint?: string;
  /** Paging: 1-based page, total row count and page size. */
  page?: number;
  total?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  /** Makes rows clickable (cells that handle their own clicks stop propagation). */
  onRowClick?: (row: T) => void;
  /** Tighter cells for wide lists (ten columns or more), so they fit a 1024 px window without scrolling sideways. */
  isDense?: boolean;
};

const SKELETON_ROWS = 10;
const REFRESHABLE = new Set([500, 502, 504]);

export function isRefreshable(error: unknown): boolean {
  return error instanceof ApiError && REFRESHABLE.has(error.status);
}

/** The product's table: skeleton rows while loading, the empty and error states of spec part 1 §8. */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    rowKey,
    isLoading,
    error,
    onRetry,
    page,
    total,
    pageSize,
    onPageChange,
    onRowClick,
  } = props;
  const pages = total !== undefined && pageSize ? Math.ceil(total / pageSize) : 0;

  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <Table.Tr key={i} data-testid="skeleton-row">
        {columns.map((c) => (
          <Table.Td key={c.key}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (error) {
    body = (
      <StateRow span={columns.length}>
        <Stack align="center" gap="xs">
          <Text fw={500}>{SHELL_MESSAGES.tableError}</Text>
          {onRetry && isRefreshable(error) && (
            <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
              Refresh
            </Button>
          )}
        </Stack>
      </StateRow>
    );
  } else if (!rows || rows.length === 0) {
    body = (
      <StateRow span={columns.length}>
        <TableEmptyState hint={props.emptyHint} />
      </StateRow>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr
        key={rowKey(row)}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
        style={onRowClick ? { cursor: 'pointer' } : undefined}
        data-testid="table-row"
      >
        {columns.map((c) => (
          <Table.Td key={c.key}>{c.render(row)}</Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={500}>
        <Table
          highlightOnHover
          verticalSpacing="sm"
          horizontalSpacing={props.isDense ? 5 : 'xs'}
          className={props.isDense ? 'rs-dense-table' : undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} w={c.width}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && onPageChange && (
        <Group justify="flex-end">
          <Pagination value={page ?? 1} total={pages} onChange={onPageChange} size="sm" />
        </Group>
      )}
    </Stack>
  );
}

/** The empty state of every table (spec part 1 §2, §8): 'Nothing to see over here', and an optional hint below. */
export function TableEmptyState({ hint }: { hint?: string | undefined }) {
  return (
    <Stack align="center" gap={2} data-testid="table-empty">
      <Text c="dimmed">{SHELL_MESSAGES.tableEmpty}</Text>
      {hint && hint !== SHELL_MESSAGES.tableEmpty && (
        <Text size="xs" c="dimmed" data-testid="table-empty-hint">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span}>
        <Center py="xl">{children}</Center>
      </Table.Td>
    </Table.Tr>
  );
}
