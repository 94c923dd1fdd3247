import { endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { Comments } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

const comment = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  body: '<p>Checked the counterparties</p>',
  commenter: { id: 7, full_name: 'Ada Lovelace', email: 'ada@acme.test' },
  type: 6,
  alert: 11,
  alert_item: null,
  context: null,
  comment_files: [],
  created_at: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const LIST = routeOf(endpoints.comments.list, { type: 'address', id: 5 });

function serve(results: unknown[], count = results.length) {
  return stubServer({
    [LIST]: () => ({ status: 200, body: { count, next: null, previous: null, results } }),
    [routeOf(endpoints.comments.download)]: () => ({ status: 200, body: 'file-bytes' }),
  });
}

describe('comments', () => {
  it('lists the alert’s comments newest first: the system’s with the event they record, files to download', async () => {
    const { calls } = serve([
      comment(3, {
        body: '<p>Ping <span data-type="mention" data-id="8" data-label="Grace" class="rs-mention">@Grace</span></p>',
        comment_files: [{ file_key: 'k-1', file_name: 'evidence.pdf' }],
      }),
      comment(2, { commenter: null, type: 1, body: '<p>Open → In Review</p>' }),
    ]);
    renderWithProviders(<Comments type="address" id="5" alert={11} timeZone="UTC" />);
    const rows = await screen.findAllByTestId('comment');
    expect(rows.map((row) => within(row).getByTestId('comment-author').textContent)).toEqual([
      'Ada Lovelace',
      'System',
    ]);
    expect(within(rows[0] as HTMLElement).queryByTestId('comment-event')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByTestId('comment-event').textContent).toBe(
      'Alert Status Updated',
    );
    expect(within(rows[0] as HTMLElement).getByText('@Grace').className).toBe('rs-mention');
    expect(calls[0]?.query.get('alert')).toBe('11');

    fireEvent.click(screen.getByTestId('comment-file'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const download = calls.find((call) => call.method === 'POST');
    expect(download?.path).toBe(endpoints.comments.download.path);
    expect(download?.body).toEqual({ key: 'k-1' });
  });

  it('pages 25 at a time', async () => {
    const { calls } = serve([comment(30)], 30);
    renderWithProviders(<Comments type="address" id="5" timeZone="UTC" />);
    fireEvent.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(calls.some((call) => call.query.get('offset') === '25')).toBe(true));
    expect(calls[0]?.query.get('limit')).toBe('25');
  });

  it('loads the editor on demand and keeps Add Comment disabled while the comment is empty', async () => {
    serve([]);
    renderWithProviders(<Comments type="address" id="5" alert={11} timeZone="UTC" />);
    const submit = await screen.findByTestId('comment-submit');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByTestId('comments-empty')).toBeTruthy();
  });
});
