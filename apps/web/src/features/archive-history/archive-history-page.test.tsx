import { ARCHIVE_LOGS_PAGE_SIZE, endpoints, SHELL_MESSAGES } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { type Call, routeOf, stubServer } from '../../test/stub-server.ts';
import { ArchiveHistoryPage } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

const LIST = routeOf(endpoints.archiveLogs.list);
const ADDRESS = '0x79bfc7d7f151de1d38db8ce4f3c8b3f1a7a0e2c9';
const TX = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16';

/** An archiving as the server answers it. */
const log = (overrides: Record<string, unknown> = {}) => ({
  id: 11,
  created_at: '2026-11-01T10:00:00.000Z',
  archived_by: 'Ada Admin',
  original_caller: 'web',
  type: 'address',
  identifier: ADDRESS,
  currency: 1,
  ...overrides,
});
const LOGS = [
  log(),
  log({
    id: 12,
    archived_by: null,
    original_caller: 'api',
    type: 'transaction',
    identifier: TX,
    currency: 0,
  }),
];

function renderPage(results: unknown[] = LOGS, count = results.length) {
  const server = stubServer({
    [LIST]: () => ({ status: 200, body: { count, next: null, previous: null, results } }),
  });
  renderWithRouter(<ArchiveHistoryPage />, '/settings/workspace/archive-history?workspace=demo');
  return server;
}

const listCalls = (calls: Call[]) => calls.filter((c) => `${c.method} ${c.path}` === LIST);
const rowOf = (id: number) =>
  screen
    .getAllByTestId('table-row')
    .find((tr) => tr.firstElementChild?.textContent === String(id)) as HTMLElement;

/** Picks a choice of a filter select (a searchable one is typed into first). */
async function choose(label: string, option: string, typed?: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  if (typed !== undefined) fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Clears a filter select with its clear button (hidden from assistive technology: Backspace clears there). */
async function clear(label: string) {
  const box = screen.getByRole('combobox', { name: label }).parentElement as HTMLElement;
  fireEvent.click(await within(box).findByRole('button', { hidden: true }));
}

describe('archive history', () => {
  it('shows each archiving with its columns, labels and the profile’s time zone', async () => {
    const { calls } = renderPage();
    expect(await screen.findByText('Ada Admin')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Archive History' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'ID',
      'Archived At',
      'Archived By',
      'Original Caller',
      'Type',
      'Identifier',
      'Currency',
    ]);

    const web = within(rowOf(11));
    // 10:00 UTC is 11:00 in Paris, the fixture profile's zone.
    expect(web.getByText('Nov 1, 2026 11:00 AM')).toBeTruthy();
    expect(web.getByText('Web App')).toBeTruthy();
    expect(web.getByText('Address')).toBeTruthy();
    expect(web.getByText('Ethereum')).toBeTruthy();
    expect(web.getByRole('button', { name: 'Copy identifier' })).toBeTruthy();
    expect(web.queryByText(ADDRESS)).toBeNull(); // shortened to fit its column

    const api = within(rowOf(12));
    expect(api.getByText('—')).toBeTruthy();
    expect(api.getByText('API')).toBeTruthy();
    expect(api.getByText('Transaction')).toBeTruthy();
    expect(api.getByText('Bitcoin')).toBeTruthy();
    expect(screen.getByTestId('archive-history-count').textContent).toBe('2 results');

    const first = listCalls(calls)[0];
    expect(first?.query.get('offset')).toBe('0');
    expect(first?.query.get('limit')).toBe(String(ARCHIVE_LOGS_PAGE_SIZE));
    for (const name of ['q', 'currency', 'type']) expect(first?.query.has(name)).toBe(false);
  });

  it('searches by identifier once the typing rests, and not with an empty box', async () => {
    const { calls } = renderPage();
    await screen.findByText('Ada Admin');
    fireEvent.change(screen.getByLabelText('Search by identifier'), { target: { value: ' 0x79BF ' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('q')).toBe('0x79BF'));
    expect(listCalls(calls).at(-1)?.query.get('offset')).toBe('0');
    fireEvent.change(screen.getByLabelText('Search by identifier'), { target: { value: '' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.has('q')).toBe(false));
  });

  it('filters by type and blockchain, back on the first page, and clears a filter', async () => {
    const { calls } = renderPage(LOGS, 45);
    await screen.findByText('Ada Admin');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('offset')).toBe('20'));

    await choose('Type', 'Transaction');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('type')).toBe('transaction'));
    expect(listCalls(calls).at(-1)?.query.get('offset')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('offset')).toBe('40'));
    await choose('Blockchain', 'Bitcoin (BTC)', 'Bitcoin');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('currency')).toBe('0'));
    const filtered = listCalls(calls).at(-1);
    expect(filtered?.query.get('type')).toBe('transaction');
    expect(filtered?.query.get('offset')).toBe('0');

    await clear('Type');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.has('type')).toBe(false));
    expect(listCalls(calls).at(-1)?.query.get('currency')).toBe('0');
  });

  it('asks for the list again on Refresh', async () => {
    const { calls } = renderPage();
    await screen.findByText('Ada Admin');
    const before = listCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
  });

  it('says so when nothing was archived', async () => {
    renderPage([]);
    expect(await screen.findByText(SHELL_MESSAGES.tableEmpty)).toBeTruthy();
    expect(screen.queryAllByTestId('table-row')).toHaveLength(0);
  });

  it('offers a retry when the server fails, and shows the rows once it answers', async () => {
    let status = 500;
    stubServer({
      [LIST]: () =>
        status === 200
          ? { status, body: { count: 1, next: null, previous: null, results: [log()] } }
          : { status, body: { detail: 'Internal Error!' } },
    });
    renderWithRouter(<ArchiveHistoryPage />, '/settings/workspace/archive-history?workspace=demo');
    expect(await screen.findByText(SHELL_MESSAGES.tableError)).toBeTruthy();
    status = 200;
    const retry = screen
      .getAllByRole('button', { name: 'Refresh' })
      .find((button) => button.closest('table') !== null) as HTMLElement;
    fireEvent.click(retry);
    expect(await screen.findByText('Ada Admin')).toBeTruthy();
  });
});
