import { CUSTOM_LIST_MESSAGES, endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paged, renderAt, stubServer, tagFixture } from '../../test/custom-tag-pages.tsx';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { routeOf } from '../../test/stub-server.ts';
import { CustomTagsPage } from './components/custom-tags-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const TAGS = endpointPath(endpoints.customTags.list);
const PROFILE = routeOf(endpoints.profile.me);

function render(tags = [tagFixture()]) {
  const server = stubServer({
    [PROFILE]: () => ({ status: 200, body: PROFILE_FIXTURE }),
    [`GET ${TAGS}`]: () => ({ status: 200, body: paged(tags) }),
    [`POST ${TAGS}`]: ({ body }) => ({ status: 201, body: tagFixture({ id: 2, ...(body as object) }) }),
    [`PATCH ${TAGS}1/`]: ({ body }) => ({ status: 200, body: tagFixture(body as Record<string, unknown>) }),
  });
  renderAt('/settings', <CustomTagsPage />);
  return server;
}

describe('custom tags settings', () => {
  it('lists the custom tags (not lists) with their columns', async () => {
    const { calls } = render();
    expect(await screen.findByText('VIP desk')).toBeTruthy();
    for (const header of ['Name', 'Description', 'Added By', 'Date Added', 'Status', 'Edit']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    expect(calls.find((c) => c.path === TAGS)?.query.get('is_in_custom_list')).toBe('false');
  });

  it('requires a name and a description, then creates the tag with the spec toast', async () => {
    const { calls } = render();
    await screen.findByText('VIP desk');
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Custom Tag' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Custom Tag' }));
    expect(await within(dialog).findByText(CUSTOM_LIST_MESSAGES.tagNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(CUSTOM_LIST_MESSAGES.tagDescriptionRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Tag Name/), { target: { value: ' Exchanges ' } });
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Known desks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Custom Tag' }));
    expect(await screen.findByText(CUSTOM_LIST_MESSAGES.tagCreated)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Exchanges',
      description: 'Known desks',
      is_in_custom_list: false,
    });
  });

  it('edits a tag and toggles its status', async () => {
    const { calls } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit VIP desk' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Tag Name/) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('VIP desk'));
    fireEvent.change(name, { target: { value: 'VIP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CUSTOM_LIST_MESSAGES.tagUpdated)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'VIP',
      description: 'Counterparties of the VIP desk',
    });

    fireEvent.click(screen.getByRole('switch', { name: 'VIP desk active' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1]?.body).toEqual({ is_active: false });
  });

  it('shows a server field error on the field', async () => {
    stubServer({
      [PROFILE]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [`GET ${TAGS}`]: () => ({ status: 200, body: paged([]) }),
      [`POST ${TAGS}`]: () => ({ status: 400, body: { name: [CUSTOM_LIST_MESSAGES.nameTaken] } }),
    });
    renderAt('/settings', <CustomTagsPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add Custom Tag' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Tag Name/), { target: { value: 'Dup' } });
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'd' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Custom Tag' }));
    expect(await within(dialog).findByText(CUSTOM_LIST_MESSAGES.nameTaken)).toBeTruthy();
  });
});
