import { type AlertItemDto, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../../test/stub-server.ts';
import { ItemsSection } from './items-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number, status: number | null): AlertItemDto => ({
  id,
  identifier: `0x${String(id).repeat(64)}`.slice(0, 66),
  body: [{ field: 'threshold_amount_usd', text: 'Received $12,000 from Sanctions (threshold $10,000)' }],
  context: null,
  status,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: null,
  reason: null,
});

const MONITOR_REASON =
  'New funds received: 5 ETH ($15,000.00) from 0xabc (Lazarus Group) to 0xdef in transaction 0x123';

function serve() {
  let items = [item(2, null), { ...item(1, 0), reason: MONITOR_REASON }];
  return stubServer({
    [routeOf(endpoints.alertWorkflow.items, { alertId: 11 })]: () => ({
      status: 200,
      body: { count: items.length, next: null, previous: null, results: items },
    }),
    [routeOf(endpoints.alertWorkflow.updateItem, { alertId: 11, itemId: 2 })]: ({ body }) => {
      const status = (body as { status: number }).status;
      items = items.map((i) => (i.id === 2 ? { ...i, status } : i));
      return { status: 200, body: items[0] };
    },
  });
}

describe("an alert's items", () => {
  it('lists each firing with what fired and its status', async () => {
    serve();
    renderWithProviders(<ItemsSection alertId={11} timeZone="UTC" />);
    expect(await screen.findAllByTestId('alert-item-row')).toHaveLength(2);
    expect(screen.getAllByText('Received $12,000 from Sanctions (threshold $10,000)')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Status of item 1' }).textContent).toBe('Reviewed');
    expect(screen.getByRole('button', { name: 'Status of item 2' }).textContent).toBe('None');
  });

  it("says why the system screened again under its item, and nothing under a person's", async () => {
    serve();
    renderWithProviders(<ItemsSection alertId={11} timeZone="UTC" />);
    const rows = await screen.findAllByTestId('alert-item-row');
    expect(rows[1]?.querySelector('[data-testid="alert-item-reason"]')?.textContent).toBe(
      `Why: ${MONITOR_REASON}`,
    );
    expect(rows[0]?.querySelector('[data-testid="alert-item-reason"]')).toBeNull();
  });

  it('sets an item status only with a comment, and shows the new status', async () => {
    const { calls } = serve();
    renderWithProviders(<ItemsSection alertId={11} timeZone="UTC" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Status of item 2' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark resolved' }));
    const confirm = await screen.findByTestId('change-confirm');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('change-comment'), { target: { value: 'Paid back <in full>' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 1,
      comment: { body: '<p>Paid back &lt;in full&gt;</p>' },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Status of item 2' }).textContent).toBe('Resolved'),
    );
  });
});
