import { endpointPath, endpoints } from '@riskscreen/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { type Reply, routeOf, stubServer } from '../../test/stub-server.ts';
import { DownloadKeyPage } from './components/download-key-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const KEY = 'aaaaaaaa-1111-4000-8000-000000000001';
const location = () => screen.getByTestId('location').textContent;

function render(reply: () => Reply, path = `/download?key=${KEY}`) {
  localStorage.setItem('rs.access_token', 'access-1');
  localStorage.setItem('rs.refresh_token', 'refresh-1');
  const server = stubServer({ [routeOf(endpoints.downloads.byKey)]: reply });
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderWithRouter(<DownloadKeyPage />, path);
  return { ...server, saved };
}

describe('the /download?key= page', () => {
  it('saves the file with the user’s credentials, once, and returns to the dashboard', async () => {
    const { calls, saved } = render(() => ({
      status: 200,
      body: 'Identifier\r\n',
      headers: { 'content-disposition': 'attachment; filename="addresses.csv"' },
    }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(saved).toEqual(['addresses.csv']);
    const sent = calls.filter((c) => c.path === endpointPath(endpoints.downloads.byKey));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toEqual({ key: KEY });
    expect(sent[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it.each([
    [410, 'This export has expired. Request it again.'],
    [403, 'This download belongs to another user. Request your own from the Download manager.'],
    [404, 'Not found.'],
  ])('says why when the server answers %i, and stays until the user goes on', async (status, detail) => {
    const { saved } = render(() => ({ status, body: { detail } }));
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(saved).toEqual([]);
    expect(location()).toBe(`/download?key=${KEY}`);
    screen.getByRole('button', { name: 'Go to the dashboard' }).click();
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('says the download failed on a server error', async () => {
    render(() => ({ status: 500, body: { detail: 'Internal Error!' } }));
    expect(await screen.findByText('Download failed. Please try again later.')).toBeTruthy();
  });

  it('refuses a link without a key without asking the server', async () => {
    const { calls } = render(() => ({ status: 200, body: '' }), '/download');
    expect(await screen.findByText('This download link has no key.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
