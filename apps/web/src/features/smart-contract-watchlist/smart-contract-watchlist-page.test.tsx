import { endpointPath, endpoints, TOKEN_WATCHLIST_MESSAGES } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paged, renderAt, stubServer } from '../../test/custom-tag-pages.tsx';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { routeOf } from '../../test/stub-server.ts';
import { SmartContractWatchlistPage } from './components/smart-contract-watchlist-page.tsx';

afterEach(() => vi.unstubAllGlobals());

// jsdom has no scrollIntoView, which the blockchain dropdown calls on its options.
Element.prototype.scrollIntoView ??= () => {};

const WATCHLIST = endpointPath(endpoints.tokenWatchlist.list);
const ARCHIVE = endpointPath(endpoints.tokenWatchlist.archive);
const PROFILE = routeOf(endpoints.profile.me);
const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const PATH = '/settings/workspace/smart-contract-watchlist?workspace=alpha';

const profileWith = (tokenMonitoring: boolean) => ({
  ...PROFILE_FIXTURE,
  workspaces: [
    {
      slug: 'alpha',
      name: 'Alpha',
      continuous_monitoring_level: 1,
      is_address_screening_type_any_enabled: false,
      token_monitoring_status: tokenMonitoring,
    },
  ],
});
const entry = {
  id: 1,
  identifier: USDT,
  currency: 1,
  currency_short: 'ETH',
  added_by_name: 'Ada Admin',
  created_at: '2026-11-01T10:00:00.000Z',
};

function render(options: { tokenMonitoring?: boolean; rows?: (typeof entry)[]; addReply?: object } = {}) {
  const server = stubServer({
    [PROFILE]: () => ({ status: 200, body: profileWith(options.tokenMonitoring ?? true) }),
    [`GET ${WATCHLIST}`]: () => ({ status: 200, body: paged(options.rows ?? [entry]) }),
    [`POST ${WATCHLIST}`]: ({ body }) =>
      options.addReply
        ? { status: 400, body: options.addReply }
        : { status: 201, body: { ...entry, id: 2, ...(body as object) } },
    [`POST ${ARCHIVE}`]: () => ({ status: 204, body: null }),
  });
  renderAt(PATH, <SmartContractWatchlistPage />);
  return server;
}

describe('smart contract watchlist', () => {
  it('lists the watched contracts with the spec columns', async () => {
    render();
    expect(await screen.findByText(USDT)).toBeTruthy();
    for (const header of ['Monitored Addresses', 'Added By', 'Date Added', 'Blockchain', 'Action']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    expect(screen.getByText('Ethereum')).toBeTruthy();
  });

  it('says the feature is unavailable without token monitoring, and asks for no list', async () => {
    const { calls } = render({ tokenMonitoring: false });
    expect(await screen.findByText(TOKEN_WATCHLIST_MESSAGES.unavailable)).toBeTruthy();
    expect(screen.getByText(/account manager or the support team/)).toBeTruthy();
    expect(calls.some((c) => c.path === WATCHLIST)).toBe(false);
  });

  it('says so in words when nothing is watched, searches by address and filters by blockchain', async () => {
    const { calls } = render({ rows: [] });
    expect(await screen.findByText(TOKEN_WATCHLIST_MESSAGES.empty)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search addresses'), { target: { value: 'dac17' } });
    await waitFor(() =>
      expect(calls.some((c) => c.path === WATCHLIST && c.query.get('q') === 'dac17')).toBe(true),
    );
    fireEvent.click(screen.getByPlaceholderText('All blockchains'));
    fireEvent.click(await screen.findByRole('option', { name: 'Ethereum (ETH)' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === WATCHLIST && c.query.get('currency') === '1')).toBe(true),
    );
  });

  it('adds a contract from the modal, and shows the server refusal in it', async () => {
    const { calls } = render({
      addReply: { identifier: [TOKEN_WATCHLIST_MESSAGES.alreadyWatched] },
    });
    await screen.findByText(USDT);
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Address' }));
    expect(await within(dialog).findByText(TOKEN_WATCHLIST_MESSAGES.enterAddress)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Token contract address/), {
      target: { value: ` ${USDT} ` },
    });
    const [chain] = within(dialog)
      .getAllByLabelText(/^Blockchain/)
      .filter((el) => el instanceof HTMLInputElement);
    fireEvent.click(chain as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Ethereum (ETH)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Address' }));
    expect(await within(dialog).findByText(TOKEN_WATCHLIST_MESSAGES.alreadyWatched)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ identifier: USDT, currency: 1 });
  });

  it('removes a contract after confirmation', async () => {
    const { calls } = render();
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${USDT}` }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.path === ARCHIVE)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === ARCHIVE)?.body).toEqual({ identifier: USDT, currency: 1 }),
    );
    expect(await screen.findByText(TOKEN_WATCHLIST_MESSAGES.removed)).toBeTruthy();
  });
});
