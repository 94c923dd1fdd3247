import { type DownloadItem, endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { type Reply, routeOf, stubServer } from '../../test/stub-server.ts';
import { DownloadManagerPanel } from './components/download-manager-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const LIST = `GET ${endpointPath(endpoints.downloads.list)}`;
const LONG_TITLE = 'Transactions of 0x52908400098527886e0f7030069857d2e4169ee7 and more';

function item(o: Partial<DownloadItem>): DownloadItem {
  return {
    id: crypto.randomUUID(),
    title: 'Addresses export',
    status: 3,
    requested_by: 'Agnes Agent',
    created_at: '2026-11-20T10:00:00Z',
    format: 'CSV',
    ...o,
  };
}
const paged = (results: DownloadItem[]) => ({ count: results.length, next: null, previous: null, results });

function render(routes: Record<string, () => Reply>) {
  const server = stubServer(routes);
  renderWithRouter(<DownloadManagerPanel opened onClose={() => {}} />, '/dashboard?workspace=demo');
  return server;
}
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('the Download Manager panel', () => {
  it('lists each export with its status, cut titles and ids, and a link only when Complete', async () => {
    const done = item({ id: 'aaaaaaaa-1111-4000-8000-000000000001', title: 'Done export', format: 'XLSX' });
    render({
      [LIST]: () => ({
        status: 200,
        body: paged([
          item({ title: 'Waiting export', status: 1 }),
          item({ title: 'Running export', status: 2 }),
          done,
          item({ title: 'Broken export', status: 4 }),
          item({ title: LONG_TITLE, status: 4 }),
        ]),
      }),
    });
    expect(within(await rowOf('Waiting export')).getByText('Pending')).toBeTruthy();
    expect(within(await rowOf('Running export')).getByText('Processing')).toBeTruthy();
    const doneRow = await rowOf('Done export');
    expect(within(doneRow).getByText('Complete')).toBeTruthy();
    expect(within(doneRow).getByText('aaaaaaaa-1111-…')).toBeTruthy();
    expect(within(doneRow).getByText('Agnes Agent')).toBeTruthy();
    // Each row says which kind of file it is.
    expect(within(doneRow).getByTestId('download-format').textContent).toBe('XLSX');
    expect(within(await rowOf('Waiting export')).getByTestId('download-format').textContent).toBe('CSV');
    expect(screen.getByRole('columnheader', { name: 'Format' })).toBeTruthy();
    expect(within(await rowOf('Broken export')).getByText('Failed')).toBeTruthy();
    expect(screen.getByText(`${LONG_TITLE.slice(0, 50)}…`)).toBeTruthy();
    const links = screen.getAllByRole('button', { name: 'Download' }).map((b) => b.closest('tr'));
    expect(links).toEqual([doneRow]);
  });

  it('saves the file through the signed link with the user’s credentials, or says it could not', async () => {
    localStorage.setItem('rs.access_token', 'access-1');
    localStorage.setItem('rs.refresh_token', 'refresh-1');
    const done = item({ title: 'Done export' });
    let linkReply: Reply = { status: 200, body: { download_url: '/utils/downloaded-assets/file/?token=t' } };
    const { calls } = render({
      [LIST]: () => ({ status: 200, body: paged([done]) }),
      [routeOf(endpoints.downloads.getLink, { id: done.id })]: () => linkReply,
      [routeOf(endpoints.downloads.file)]: () => ({
        status: 200,
        body: 'Identifier\r\n',
        headers: { 'content-disposition': 'attachment; filename="addresses.csv"' },
      }),
    });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['addresses.csv']));
    const file = calls.find((c) => c.path === endpointPath(endpoints.downloads.file));
    expect(file?.query.get('token')).toBe('t');
    // The link is no bearer link: the file is asked for with the signed-in user's token.
    expect(file?.headers.authorization).toBe('Bearer access-1');
    linkReply = { status: 500, body: { detail: 'Internal Error!' } };
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Failed to get download link')).toBeTruthy();
    expect(saved).toHaveLength(1);
  });

  it('reads the list again while an export is Pending or Processing, and stops once all are finished', async () => {
    let reads = 0;
    render({
      [LIST]: () => {
        reads += 1;
        return { status: 200, body: paged([item({ title: 'Mine', status: reads === 1 ? 1 : 3 })]) };
      },
    });
    expect(within(await rowOf('Mine')).getByText('Pending')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Complete')).toBeTruthy());
    const settled = reads;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(reads).toBe(settled);
  }, 15_000);
});
