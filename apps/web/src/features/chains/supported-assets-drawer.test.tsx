import { notifications } from '@mantine/notifications';
import { endpointPath, endpoints, filterDigitalAssets, presentDigitalAsset } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { type Reply, routeOf, stubServer } from '../../test/stub-server.ts';
import { SupportedAssetsDrawer } from './index.ts';

// The machine is small: rendering 20 Mantine rows in jsdom can take more than a second.

const LIST = routeOf(endpoints.chains.digitalAssets);
const DOWNLOAD = routeOf(endpoints.chains.digitalAssetsDownload);

/** Answers the list as the server does, from the shared catalogue. */
function assetsPage({ url }: { url: URL }): Reply {
  const blockchains = url.searchParams.get('blockchains')?.split(',').map(Number);
  const assets = filterDigitalAssets({ q: url.searchParams.get('q') ?? undefined, blockchains });
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  return {
    status: 200,
    body: {
      count: assets.length,
      next: offset + limit < assets.length ? `${url.pathname}?offset=${offset + limit}` : null,
      previous: null,
      // This installation holds Bitcoin's data only.
      results: assets.slice(offset, offset + limit).map((asset) => presentDigitalAsset(asset, new Set([0]))),
    },
  };
}

const listCalls = (calls: { path: string; query: URLSearchParams }[]) =>
  calls.filter((c) => c.path === endpointPath(endpoints.chains.digitalAssets));
const rowOf = (text: string) => screen.getByText(text, { selector: 'p' }).closest('tr') as HTMLElement;

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:csv');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Supported Digital Assets', () => {
  it('lists 20 assets a page with symbol, four chain badges then +N, and coverage', async () => {
    const { calls } = stubServer({ [LIST]: assetsPage });
    renderWithProviders(<SupportedAssetsDrawer opened onClose={() => {}} />);
    const bitcoin = await waitFor(() => rowOf('Bitcoin'));
    expect(within(bitcoin).getByText('BTC')).toBeTruthy();
    expect(within(bitcoin).getByText('Full')).toBeTruthy();
    // A fully covered chain without data here says so instead of promising exposure.
    expect(within(rowOf('Ethereum')).getByTestId('coverage-no-data').textContent).toBe('Full · no data');
    expect(screen.getAllByRole('row')).toHaveLength(21); // header + 20
    const total = filterDigitalAssets({}).length;
    expect(screen.getByTestId('asset-count').textContent).toBe(`${total} assets`);
    expect(listCalls(calls)[0]?.query.get('offset')).toBe('0');
    expect(listCalls(calls)[0]?.query.get('limit')).toBe('20');

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('offset')).toBe('20'));
    await waitFor(() => expect(screen.queryByText('Bitcoin', { selector: 'p' })).toBeNull());
    const firstOfPage2 = filterDigitalAssets({})[20]?.name ?? 'missing';
    expect(screen.getByText(firstOfPage2, { selector: 'p' })).toBeTruthy();
  });

  it('searches 300 ms after typing stops, and shows Tether on 4 chains then +6', async () => {
    const { calls } = stubServer({ [LIST]: assetsPage });
    renderWithProviders(<SupportedAssetsDrawer opened onClose={() => {}} />);
    await waitFor(() => rowOf('Bitcoin'));
    const search = screen.getByLabelText('Search');
    for (const text of ['U', 'US', 'USD', 'USDT']) fireEvent.change(search, { target: { value: text } });

    const tether = await waitFor(() => rowOf('Tether USD'));
    const searched = listCalls(calls).map((c) => c.query.get('q'));
    expect(searched).toEqual([null, 'USDT']);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    for (const chain of ['Ethereum', 'Tron', 'Binance Smart Chain', 'Polygon']) {
      expect(within(tether).getByText(chain)).toBeTruthy();
    }
    expect(within(tether).queryByText('Solana')).toBeNull();
    expect(within(tether).getByText('+6')).toBeTruthy();
  });

  it('filters by blockchains, showing two chosen chains then +N more', async () => {
    const { calls } = stubServer({ [LIST]: assetsPage });
    renderWithProviders(<SupportedAssetsDrawer opened onClose={() => {}} />);
    await waitFor(() => rowOf('Bitcoin'));
    const filter = screen.getByRole('combobox', { name: 'Blockchains' });
    for (const chain of ['Tron', 'Bitcoin', 'Litecoin']) {
      fireEvent.click(filter);
      fireEvent.change(filter, { target: { value: chain } });
      fireEvent.click(await screen.findByRole('option', { name: chain }));
    }
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('blockchains')).toBe('10,0,2'));
    const pills = [...document.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);
    expect(pills).toEqual(['Tron', 'Bitcoin', '+1 more']);
    await waitFor(() => rowOf('Wrapped TRX'));
    expect(screen.queryByText('Ether', { selector: 'p' })).toBeNull();
  });

  it('queues an export of the filtered assets into the Download manager', async () => {
    const { calls } = stubServer({
      [LIST]: assetsPage,
      [DOWNLOAD]: () => ({ status: 200, body: { id: 'd1', detail: 'queued' } }),
    });
    renderWithProviders(<SupportedAssetsDrawer opened onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'usdt' } });
    await waitFor(() => rowOf('Tether USD'));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText(
        'Your request to download file is queued. You can check status by going to Download manager',
      ),
    ).toBeTruthy();
    const download = calls.find((c) => c.path.endsWith('/download/'));
    expect(download?.query.get('q')).toBe('usdt');
    expect(download?.query.has('blockchains')).toBe(false);
    expect(screen.queryByText('Download failed. Please try again later.')).toBeNull();
  });

  it('says the download failed when the export answers an error', async () => {
    stubServer({
      [LIST]: assetsPage,
      [DOWNLOAD]: () => ({ status: 500, body: { detail: 'Internal Error!' } }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderWithProviders(<SupportedAssetsDrawer opened onClose={() => {}} />);
    await waitFor(() => rowOf('Bitcoin'));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Download failed. Please try again later.')).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  });

  it('shows the table error with a refresh that loads again', async () => {
    let isDown = true;
    stubServer({
      [LIST]: (request) => (isDown ? { status: 502, body: { detail: 'Bad gateway' } } : assetsPage(request)),
    });
    renderWithProviders(<SupportedAssetsDrawer opened onClose={() => {}} />);
    expect(await screen.findByText('Error Loading Data')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => rowOf('Bitcoin'));
  });

  it('asks nothing of the server while closed', () => {
    const { calls } = stubServer({ [LIST]: assetsPage });
    renderWithProviders(<SupportedAssetsDrawer opened={false} onClose={() => {}} />);
    expect(calls).toHaveLength(0);
  });
});
