import { endpointPath, endpoints, getChain, type UserProfile } from '@riskscreen/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { stubServer } from '../../test/stub-server.ts';
import { ALL_CHAINS, addressProblem, allChainsOf } from './add-entity-chains.ts';
import { AddEntityDialog } from './add-entity-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const EVM = '0x52908400098527886e0f7030069857d2e4169ee7';
const SCREEN = endpointPath(endpoints.addresses.screen);

function open(kind: 'address' | 'transaction') {
  // Every screening fails here: the tests look at what is asked, and at what the dialog says.
  const server = stubServer({ [`POST ${SCREEN}`]: () => ({ status: 503, body: { detail: 'Down' } }) });
  renderWithProviders(
    <MemoryRouter>
      <AddEntityDialog kind={kind} opened onClose={() => {}} />
    </MemoryRouter>,
  );
  return server;
}

function choose(label: string, option: string) {
  const [input] = screen
    .getAllByLabelText(new RegExp(`^${label}`))
    .filter((el) => el instanceof HTMLInputElement);
  if (!input) throw new Error(`No ${label}`);
  fireEvent.click(input);
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('the chains of an all-chains address', () => {
  it('are the fully covered, supported chains whose format fits', () => {
    const chains = allChainsOf(EVM);
    expect(chains).toContain(1);
    expect(chains.every((c) => getChain(c)?.coverage === 'full' && !getChain(c)?.deprecated)).toBe(true);
    expect(allChainsOf('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toEqual([0]);
    expect(addressProblem('not-an-address', ALL_CHAINS)).toBe(
      'This is not an address of any fully covered blockchain.',
    );
    expect(addressProblem(EVM, 0)).toBe('Address is invalid for the selected currency');
  });
});

describe('Add Address in a workspace that screens any-type addresses', () => {
  const withFlag = (isAnyType: boolean) => {
    stubServer({ [`POST ${SCREEN}`]: () => ({ status: 503, body: { detail: 'Down' } }) });
    const profile: UserProfile = {
      ...PROFILE_FIXTURE,
      workspaces: [
        {
          slug: 'demo',
          name: 'Demo',
          continuous_monitoring_level: 1,
          is_address_screening_type_any_enabled: isAnyType,
          token_monitoring_status: false,
        },
      ],
    };
    renderWithRouter(
      <AddEntityDialog kind="address" opened onClose={() => {}} />,
      '/addresses?workspace=demo',
      profile,
    );
  };
  const blockchain = () =>
    screen.getAllByLabelText(/^Blockchain/).find((el) => el instanceof HTMLInputElement) as HTMLInputElement;

  it('starts on All chains and says the address is screened on every chain it fits', () => {
    withFlag(true);
    expect(blockchain().value).toBe('All chains');
    expect(screen.getByTestId('all-chains-note').textContent).toMatch(/screens addresses of any type/);
  });

  it('asks for a blockchain when the workspace does not', () => {
    withFlag(false);
    expect(blockchain().value).toBe('');
    expect(screen.queryByTestId('all-chains-note')).toBeNull();
  });
});

describe('Add Address', () => {
  it('asks for the blockchain and the address, and refuses an address of another chain without a call', async () => {
    const { calls } = open('address');
    fireEvent.click(screen.getByRole('button', { name: 'Screen' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    choose('Blockchain', 'Bitcoin (BTC)');
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: EVM } });
    fireEvent.click(screen.getByRole('button', { name: 'Screen' }));
    expect(await screen.findByText('Address is invalid for the selected currency')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('needs the side of a customer, deposit or withdrawal', async () => {
    const { calls } = open('address');
    choose('Blockchain', 'Bitcoin (BTC)');
    fireEvent.change(screen.getByLabelText(/^Address/), {
      target: { value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    });
    fireEvent.change(screen.getByLabelText(/^Customer ID/), { target: { value: 'CUST-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Screen' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('screens an all-chains address once per chain it fits, and says how it went', async () => {
    const { calls } = open('address');
    choose('Blockchain', 'All chains');
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: EVM } });
    fireEvent.click(screen.getByRole('button', { name: 'Screen' }));
    const chains = allChainsOf(EVM);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(chains.length));
    expect(
      calls.filter((c) => c.method === 'POST').map((c) => (c.body as { currency: number }).currency),
    ).toEqual(chains);
    expect(await screen.findByText(`Screened on 0 blockchains; ${chains.length} failed.`)).toBeTruthy();
  });
});

describe('Add Transaction', () => {
  it('offers no All chains choice and asks for the hash', async () => {
    open('transaction');
    const [input] = screen.getAllByLabelText(/^Blockchain/).filter((el) => el instanceof HTMLInputElement);
    fireEvent.click(input as HTMLElement);
    expect(screen.queryByRole('option', { name: 'All chains' })).toBeNull();
    expect(screen.getByLabelText(/^Transaction hash/)).toBeTruthy();
  });
});
