import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressDetail } from '../../test/address-fixtures.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { CUSTOM_TAGS_UPDATED } from './messages.ts';
import { renderAddressPage } from './render-address-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ADDRESS = endpointPath(endpoints.addresses.detail, { id: 9 });
const UPDATE = endpointPath(endpoints.addresses.updateCustomTags, { id: 9 });
type Tag = { id: number; name: string; type: number };
const VIP: Tag = { id: 1, name: 'VIP desk', type: 0 };
const OTC: Tag = { id: 2, name: 'OTC desks', type: 0 };
const BLACKLIST: Tag = { id: 9, name: 'Blacklist', type: 2 };

/** A screened address on a sanctions-only chain (no graph in jsdom) carrying `customTags`. */
const addressWith = (customTags: Tag[]) => addressDetail({ custom_tags: customTags });

/** A custom tag of the workspace as GET /custom-tags/ answers it. */
const choice = (tag: Tag) => ({
  ...tag,
  description: `${tag.name} description`,
  risk_level: 0,
  is_active: true,
  is_in_custom_list: false,
  added_by: 'Ada Admin',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  address_count: 1,
});

type Options = { profile?: typeof PROFILE_FIXTURE; updateFails?: boolean };

/** The address page against a fake server that keeps the address's tags as update-custom-tags sets them. */
function renderPage({ profile = PROFILE_FIXTURE, updateFails = false }: Options = {}) {
  let tags: Tag[] = [VIP, BLACKLIST];
  const known = [VIP, OTC, BLACKLIST];
  const server = stubServer({
    [`GET ${ADDRESS}`]: () => ({ status: 200, body: addressWith(tags) }),
    [`GET ${ADDRESS}attribution-timestamp/`]: () => ({ status: 200, body: { attribution_timestamp: null } }),
    [routeOf(endpoints.customTags.list)]: () => ({
      status: 200,
      body: { count: 2, next: null, previous: null, results: [choice(VIP), choice(OTC)] },
    }),
    [`POST ${UPDATE}`]: ({ body }) => {
      if (updateFails) return { status: 400, body: { custom_tag_ids: ['Invalid custom tag'] } };
      const ids = (body as { custom_tag_ids: number[] }).custom_tag_ids;
      tags = known.filter((tag) => ids.includes(tag.id));
      return { status: 200, body: { custom_tags: tags } };
    },
  });
  renderAddressPage(profile);
  return server;
}

const badges = () => screen.queryAllByTestId('custom-tag-badge').map((badge) => badge.textContent);

async function openCustomTags(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Address actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Custom Tags' }));
  const dialog = await screen.findByRole('dialog', { name: 'Custom Tags' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy());
  return dialog;
}

/** The names of the picked tags (the pick list's pills). */
function picked(dialog: HTMLElement): (string | null)[] {
  return [...dialog.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);
}

/** Toggles one choice of the open pick list: picks it, or un-picks it when it is picked. */
async function toggleChoice(dialog: HTMLElement, name: string) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: 'Custom tags on this address' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('custom tags on the address page', () => {
  it('shows the tags and lists holding the address in the header', async () => {
    renderPage();
    await screen.findByTestId('address-header');
    await waitFor(() => expect(badges()).toEqual(['VIP desk', 'Blacklist']));
  });

  it('hides the badges and the menu item when custom tags are not enabled', async () => {
    renderPage({ profile: { ...PROFILE_FIXTURE, is_custom_tags_enabled: false } });
    await screen.findByTestId('address-header');
    expect(badges()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Address actions' }));
    await screen.findByRole('menuitem', { name: 'Archive' });
    expect(screen.queryByRole('menuitem', { name: 'Custom Tags' })).toBeNull();
  });

  it('preselects the address’s custom tags and keeps Save off until something changes', async () => {
    const { calls } = renderPage();
    const dialog = await openCustomTags();
    await waitFor(() => expect(picked(dialog)).toEqual(['VIP desk']));
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    const listed = calls.find((call) => call.path === endpointPath(endpoints.customTags.list));
    expect(listed?.query.get('is_active')).toBe('true');
    expect(listed?.query.get('is_in_custom_list')).toBe('false');
  });

  it('asks before adding and removing, then sets the tags (lists kept) and refreshes badges', async () => {
    const { calls } = renderPage();
    const dialog = await openCustomTags();
    await waitFor(() => expect(picked(dialog)).toEqual(['VIP desk']));
    await toggleChoice(dialog, 'OTC desks');
    await toggleChoice(dialog, 'VIP desk');
    await waitFor(() => expect(picked(dialog)).toEqual(['OTC desks']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('dialog', { name: 'Update Custom Tags' });
    expect(within(confirm).getByText('Add OTC desks and remove VIP desk on this address?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(CUSTOM_TAGS_UPDATED)).toBeTruthy();
    expect(calls.find((call) => call.path === UPDATE)?.body).toEqual({ custom_tag_ids: [9, 2] });
    await waitFor(() => expect(badges()).toEqual(['OTC desks', 'Blacklist']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custom Tags' })).toBeNull());
  });

  it('sends nothing when the warning is cancelled', async () => {
    const { calls } = renderPage();
    const dialog = await openCustomTags();
    await waitFor(() => expect(picked(dialog)).toEqual(['VIP desk']));
    await toggleChoice(dialog, 'OTC desks');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Update Custom Tags' });
    expect(within(confirm).getByText('Add OTC desks on this address?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Custom Tags' })).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Custom Tags' })).toBeTruthy();
    expect(badges()).toEqual(['VIP desk', 'Blacklist']);
  });

  it('shows the server’s message when saving fails', async () => {
    renderPage({ updateFails: true });
    const dialog = await openCustomTags();
    await waitFor(() => expect(picked(dialog)).toEqual(['VIP desk']));
    await toggleChoice(dialog, 'OTC desks');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Update Custom Tags' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('Invalid custom tag')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Custom Tags' })).toBeTruthy();
    expect(badges()).toEqual(['VIP desk', 'Blacklist']);
  });
});
