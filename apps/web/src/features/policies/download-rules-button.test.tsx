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

  it('queues the download with the list filters and says where to find it (the toast stays)', async () => {
    const { calls } = stubServer({
      [DOWNLOAD]: () => ({ status: 200, body: { id: 'd1', detail: 'queued' } }),
    });
    renderButton();
    expect(
      await screen.findByText(
        'Your request to download file is queued. You can check status by going to Download manager',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === endpoints.rules.download.path)).toHaveLength(1);
    expect(screen.queryByText(/failed/)).toBeNull();
  });
});
