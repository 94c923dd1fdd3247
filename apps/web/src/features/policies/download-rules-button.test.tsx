import { notifications } from '@mantine/notifications';
import { endpoints } from '@riskscreen/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOf } from '../../test/stub-server.ts';
import { DownloadRulesButton } from './components/download-rules-button.tsx';
import { renderAt, stubServer } from './test-utils.tsx';

afterEach(() => {
  // Toasts live in a store shared by every render.
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DOWNLOAD = routeOf(endpoints.rules.download);

function renderButton() {
  renderAt(<DownloadRulesButton filters={{}} />, '/settings/workspace/rules', '/settings/workspace/rules');
  fireEvent.click(screen.getByRole('button', { name: 'Download Rules' }));
}

describe('Download Rules', () => {
  it('says the export failed when the server could not export the rules', async () => {
    stubServer({ [DOWNLOAD]: () => ({ status: 500, body: {} }) });
    renderButton();
    expect(await screen.findByText('Rules export failed. Please try again later.')).toBeTruthy();
  });

  it('shows the server’s own message when its answer carries one', async () => {
    stubServer({ [DOWNLOAD]: () => ({ status: 403, body: { detail: 'You do not have permission.' } }) });
    renderButton();
    expect(await screen.findByText('You do not have permission.')).toBeTruthy();
  });

  it('says the download failed when no answer arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderButton();
    expect(await screen.findByText('Download failed. Please try again later.')).toBeTruthy();
  });

  it('says the download failed when the file cannot be handed to the browser', async () => {
    stubServer({ [DOWNLOAD]: () => ({ status: 200, body: 'rule_name\n' }) });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('Blocked by the browser');
    });
    renderButton();
    expect(await screen.findByText('Download failed. Please try again later.')).toBeTruthy();
  });

  it('saves the file the server answered', async () => {
    stubServer({ [DOWNLOAD]: () => ({ status: 200, body: 'rule_name\n' }) });
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:rules');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderButton();
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/failed/)).toBeNull();
  });
});
