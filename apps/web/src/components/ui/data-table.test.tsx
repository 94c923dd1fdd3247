import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';

type Row = { id: number; name: string };
const columns = [{ key: 'name', header: 'Name', render: (r: Row) => r.name }];

function renderTable(props: Partial<DataTableProps<Row>>) {
  return render(
    <MantineProvider>
      <DataTable<Row> columns={columns} rows={[]} rowKey={(r) => r.id} {...props} />
    </MantineProvider>,
  );
}

describe('DataTable', () => {
  test('shows 10 skeleton rows while loading', () => {
    renderTable({ isLoading: true, rows: undefined });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
  });

  test('shows the empty state when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('Nothing to see over here')).toBeTruthy();
  });

  test("leads with the spec's empty text, a more specific hint below it", () => {
    renderTable({ rows: [], emptyHint: 'No transactions found.' });
    expect(screen.getByTestId('table-empty').textContent).toBe(
      'Nothing to see over hereNo transactions found.',
    );
  });

  test('shows the rows', () => {
    renderTable({ rows: [{ id: 1, name: 'First' }] });
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.queryByText('Nothing to see over here')).toBeNull();
  });

  test.each([500, 502, 504])('offers a refresh after a %i', (status) => {
    const onRetry = vi.fn();
    renderTable({ error: new ApiError(status, { detail: 'x' }), onRetry });
    expect(screen.getByText('Error Loading Data')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('offers no refresh where trying again cannot help', () => {
    renderTable({ error: new ApiError(400, { detail: 'x' }), onRetry: () => {} });
    expect(screen.getByText('Error Loading Data')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });
});
