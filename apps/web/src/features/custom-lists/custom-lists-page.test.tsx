import { CUSTOM_LIST_MESSAGES, endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, paged, renderAt, stubServer, tagFixture } from '../../test/custom-tag-pages.tsx';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { routeOf } from '../../test/stub-server.ts';
import { CustomListsPage } from './components/custom-lists-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const LISTS = endpointPath(endpoints.customTags.list);
const ADDRESSES = endpointPath(endpoints.customLists.addresses);
const list = (o: Record<string, unknown>) => tagFixture({ is_in_custom_list: true, ...o });
const LISTS_FIXTURE = [
  list({ id: 1, name: 'Whitelist', type: 1, added_by: null, description: 'Trusted' }),
  list({ id: 2, name: 'Blacklist', type: 2, added_by: null, risk_level: 5 }),
  list({ id: 7, name: 'Partners', risk_level: 3 }),
];

function render(path = '/settings/workspace/custom-lists') {
  let lists = [...LISTS_FIXTURE];
  const server = stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
    [`GET ${LISTS}`]: () => ({ status: 200, body: paged(lists) }),
    [`POST ${LISTS}`]: ({ body }) => {
      const created = list({ id: 9, ...(body as object) });
      lists = [...lists, created];
      return { status: 201, body: created };
    },
    [`GET ${ADDRESSES}`]: () => ({ status: 200, body: paged([]) }),
    [`POST ${ADDRESSES}`]: () => ({
      status: 201,
      body: { added: 1, failed: [{ address: 'nope', reason: 'Invalid address' }], repeated: 0 },
    }),
  });
  renderAt(path, <CustomListsPage />);
  return server;
}
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('custom lists home', () => {
  it('shows the lists with their columns; system lists have no status toggle', async () => {
    const { calls } = render();
    expect(await screen.findByText('Partners')).toBeTruthy();
    for (const header of [
      'List Name',
      'Description',
      'Added By',
      'Date Created',
      'Date Last Updated',
      'Risk Level',
      'Status',
      'Action',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByRole('switch', { name: 'Partners active' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Blacklist active' })).toBeNull();
    expect(calls.find((c) => c.path === LISTS)?.query.get('is_in_custom_list')).toBe('true');
  });

  it('searches as the user types, only with at least 3 characters', async () => {
    const { calls } = render();
    await screen.findByText('Partners');
    const box = screen.getByLabelText('Search lists');
    fireEvent.change(box, { target: { value: 'pa' } });
    expect(await screen.findByText(CUSTOM_LIST_MESSAGES.searchMin)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.some((c) => c.query.get('q'))).toBe(false);
    // No Enter and no leaving the box: the search follows the typing.
    fireEvent.change(box, { target: { value: 'part' } });
    await waitFor(() => expect(calls.some((c) => c.query.get('q') === 'part')).toBe(true));
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(calls.at(-1)?.query.get('q')).toBeNull());
  });
});

describe('creating a list and adding addresses', () => {
  it('needs a name and a risk level, creates the list, then goes to edit mode', async () => {
    const { calls } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Custom List' }));
    const create = await screen.findByRole('button', { name: 'Create Custom List' });
    fireEvent.click(create);
    expect(await screen.findByText(CUSTOM_LIST_MESSAGES.listNameRequired)).toBeTruthy();
    expect(screen.getByText(CUSTOM_LIST_MESSAGES.riskLevelRequired)).toBeTruthy();
    expect(posts(calls, LISTS)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/List Name/), { target: { value: 'Suspects' } });
    fireEvent.click(screen.getByPlaceholderText('Select risk level'));
    fireEvent.click(await screen.findByRole('option', { name: 'High' }));
    fireEvent.click(create);
    expect(await screen.findByText(CUSTOM_LIST_MESSAGES.listCreated)).toBeTruthy();
    expect(posts(calls, LISTS)[0]?.body).toEqual({
      name: 'Suspects',
      risk_level: 4,
      description: '',
      is_in_custom_list: true,
    });
    // Edit mode of the new list: the address box is offered.
    expect(await screen.findByRole('button', { name: 'Add Addresses' })).toBeTruthy();
  });

  it('refuses an empty address box, and keeps only the failed addresses after an add', async () => {
    const { calls } = render('/settings/workspace/custom-lists?list=7&mode=edit');
    const add = await screen.findByRole('button', { name: 'Add Addresses' });
    fireEvent.click(add);
    expect(await screen.findByText(CUSTOM_LIST_MESSAGES.addressesEmpty)).toBeTruthy();
    expect(posts(calls, ADDRESSES)).toHaveLength(0);

    const box = screen.getByLabelText(/Add Addresses/) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '0x52908400098527886e0f7030069857d2e4169ee7,\nnope\n' } });
    fireEvent.click(add);
    // Not every address went in: the toast says how many did and how many did not.
    expect(await screen.findByText('Added 1 address; 1 address not added.')).toBeTruthy();
    expect(screen.queryByText(CUSTOM_LIST_MESSAGES.addressesAdded)).toBeNull();
    expect(posts(calls, ADDRESSES)[0]?.body).toEqual({
      custom_tag_id: 7,
      addresses: ['0x52908400098527886e0f7030069857d2e4169ee7', 'nope'],
    });
    expect(screen.getByText('Invalid address: nope')).toBeTruthy();
    expect(box.value).toBe('nope');
  });

  it('previews a system list read-only, and its edit keeps name and level locked', async () => {
    render('/settings/workspace/custom-lists?list=2&mode=preview');
    expect(await screen.findByRole('heading', { name: 'Blacklist' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Addresses' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const name = (await screen.findByLabelText(/List Name/)) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete List' })).toBeNull();
    expect(within(document.body).getByRole('button', { name: 'Add Addresses' })).toBeTruthy();
  });
});
