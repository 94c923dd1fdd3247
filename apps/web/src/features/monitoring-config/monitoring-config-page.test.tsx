import { notifications } from '@mantine/notifications';
import { endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { type Call, type Reply, routeOf, stubServer } from '../../test/stub-server.ts';
import { MonitoringConfigPage } from './index.ts';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const LEVELS = routeOf(endpoints.autoResolve.levels);
const UPDATE = routeOf(endpoints.autoResolve.updateLevels);
const SAVED = 'Auto resolve alerts preferences updated successfully';
/** The boxes as the page lists them, highest level first. */
const LABELS = ['Critical', 'High', 'Medium', 'Caution', 'Info'];

const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
const ticked = () => LABELS.filter((label) => box(label).checked);
const saveButton = () => screen.getByTestId('save-auto-resolve-levels') as HTMLButtonElement;
const puts = (calls: Call[]) => calls.filter((c) => `${c.method} ${c.path}` === UPDATE);

function renderPage(levels: number[], update: (body: unknown) => Reply | Promise<Reply>) {
  const server = stubServer({
    [LEVELS]: () => ({ status: 200, body: { levels } }),
    [UPDATE]: ({ body }) => update(body),
  });
  renderWithRouter(<MonitoringConfigPage />, '/settings/workspace/config?workspace=demo');
  return server;
}

describe('monitoring config: auto-resolve alerts', () => {
  it('ticks the loaded levels, highest first, and offers Save only once they change', async () => {
    const { calls } = renderPage([1, 5, 3], (body) => ({ status: 200, body }));
    await screen.findByRole('checkbox', { name: 'Critical' });
    expect(screen.getByRole('heading', { name: 'Monitoring Config' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Auto-resolve alerts' })).toBeTruthy();
    const order = within(screen.getByTestId('auto-resolve-levels'))
      .getAllByRole('checkbox')
      .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
    expect(order).toEqual(LABELS);
    expect(ticked()).toEqual(['Critical', 'Medium', 'Info']);
    expect(screen.queryByTestId('auto-resolve-off')).toBeNull();
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(box('High'));
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(box('High')); // back to what was loaded: nothing to save
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(box('Critical'));
    fireEvent.click(box('Critical')); // the same levels ticked in another order
    expect(saveButton().disabled).toBe(true);
    expect(puts(calls)).toHaveLength(0);
  });

  it('saves the ticked levels, shows the toast and then the saved answer', async () => {
    let answer: (reply: Reply) => void = () => {};
    const { calls } = renderPage(
      [5, 4, 3, 2, 1],
      () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    );
    await screen.findByRole('checkbox', { name: 'Info' });
    expect(ticked()).toEqual(LABELS);
    fireEvent.click(box('Info'));
    fireEvent.click(box('Medium'));
    fireEvent.click(saveButton());

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ levels: [5, 4, 2] });
    expect(saveButton().getAttribute('data-loading')).toBe('true');

    answer({ status: 200, body: { levels: [5, 4, 2] } });
    expect(await screen.findByText(SAVED)).toBeTruthy();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(ticked()).toEqual(['Critical', 'High', 'Caution']);
    expect(saveButton().getAttribute('data-loading')).toBeNull();
  });

  it('saves no level at all, which turns auto-resolve off, and says so', async () => {
    const { calls } = renderPage([5], (body) => ({ status: 200, body }));
    await screen.findByRole('checkbox', { name: 'Critical' });
    fireEvent.click(box('Critical'));
    expect(screen.getByTestId('auto-resolve-off').textContent).toContain('auto-resolve is off');
    fireEvent.click(saveButton());
    expect(await screen.findByText(SAVED)).toBeTruthy();
    expect(puts(calls)[0]?.body).toEqual({ levels: [] });
    expect(ticked()).toEqual([]);
  });

  it.each([403, 400])('shows the server’s detail of a %i and keeps the ticks', async (status) => {
    const { calls } = renderPage([5, 4, 3, 2, 1], () => ({ status, body: { detail: 'Something precise' } }));
    await screen.findByRole('checkbox', { name: 'Info' });
    fireEvent.click(box('Info'));
    fireEvent.click(box('Medium'));
    fireEvent.click(saveButton());

    expect(await screen.findByText('Something precise')).toBeTruthy();
    expect(screen.queryByText(SAVED)).toBeNull();
    expect(puts(calls)).toHaveLength(1);
    expect(ticked()).toEqual(['Critical', 'High', 'Caution']);
    expect(saveButton().disabled).toBe(false);
  });

  it('offers a retry when the levels cannot be loaded, and shows them once the server answers', async () => {
    let status = 500;
    stubServer({
      [LEVELS]: () =>
        status === 200 ? { status, body: { levels: [4] } } : { status, body: { detail: 'Internal Error!' } },
    });
    renderWithRouter(<MonitoringConfigPage />, '/settings/workspace/config?workspace=demo');
    expect(await screen.findByText('Error Loading Data')).toBeTruthy();
    expect(screen.getByText('Internal Error!')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Critical' })).toBeNull();

    status = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('checkbox', { name: 'High' });
    expect(ticked()).toEqual(['High']);
    expect(screen.queryByText('Error Loading Data')).toBeNull();
  });
});
