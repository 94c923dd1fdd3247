import { endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { NotificationBell } from './index.ts';
import { unreadBadge } from './notification-bell.tsx';

afterEach(() => vi.unstubAllGlobals());

const notification = (id: number, readAt: string | null) => ({
  id,
  kind: 'mention',
  title: 'Ada Lovelace mentioned you',
  body: 'Ping @Grace',
  link: '/addresses/5?alert=11',
  workspace: 'demo',
  created_at: '2026-01-02T10:00:00.000Z',
  read_at: readAt,
});

function serve() {
  let unread = 2;
  const stub = stubServer({
    [routeOf(endpoints.notifications.list)]: () => ({
      status: 200,
      body: {
        count: 3,
        unread_count: unread,
        results: [
          notification(3, unread ? null : 'x'),
          notification(2, unread ? null : 'x'),
          notification(1, '2026-01-01T00:00:00Z'),
        ],
        next: null,
        previous: null,
      },
    }),
    [routeOf(endpoints.notifications.markRead)]: () => {
      unread = 0;
      return { status: 200, body: { unread_count: 0 } };
    },
  });
  return stub;
}

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function renderBell() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/dashboard?workspace=demo']}>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('notification bell', () => {
  it('shows the unread count in its name and badge', async () => {
    serve();
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeTruthy();
    expect(screen.getByTestId('notification-count').textContent).toContain('2');
    expect(unreadBadge(120)).toBe('99+');
  });

  it('marks all as read and the count goes', async () => {
    const { calls } = serve();
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    expect((await screen.findAllByTestId('notification')).length).toBe(3);
    fireEvent.click(screen.getByTestId('mark-all-read'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ all: true });
  });

  it('opens the alert of a notification and marks it read', async () => {
    const { calls } = serve();
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    fireEvent.click((await screen.findAllByTestId('notification'))[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/addresses/5?alert=11&workspace=demo'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: [3] });
  });
});
