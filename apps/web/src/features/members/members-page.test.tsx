import { notifications } from '@mantine/notifications';
import { endpoints, MEMBER_MESSAGES } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MembersPage } from './index.ts';
import { ALL_WORKSPACES, member, pageOf, renderPage, routeOf, stubServer } from './test-utils.tsx';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const rowOf = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

describe('workspace members page', () => {
  it('shows status, role and at most 2 membership badges per row', async () => {
    stubServer({
      [routeOf(endpoints.members.workspaceMembers)]: () => ({
        status: 200,
        body: pageOf([
          member(1, 'ann@acme.test', { memberships: ALL_WORKSPACES }),
          member(2, 'ivy@acme.test', { is_invited: true, first_name: '', last_name: '' }),
          member(3, 'off@acme.test', { is_active: false }),
        ]),
      }),
    });
    renderPage(<MembersPage scope="workspace" />);
    await screen.findByText('ann@acme.test');
    const ann = rowOf('ann@acme.test');
    expect(within(ann).getByText('Active')).toBeTruthy();
    expect(within(ann).getByText('Alpha · Agent')).toBeTruthy();
    expect(within(ann).getByText('Beta · Agent')).toBeTruthy();
    expect(within(ann).queryByText('Gamma · Agent')).toBeNull();
    expect(within(ann).getByText('+1')).toBeTruthy();
    const ivy = rowOf('ivy@acme.test');
    expect(within(ivy).getByText('Invited')).toBeTruthy();
    // An invitee has no name yet: the invited e-mail stands in its place, never a dash.
    expect(within(ivy).getByTestId('member-name').textContent).toBe(
      'ivy@acme.testInvited, not signed up yet',
    );
    expect(within(ivy).queryByText('—')).toBeNull();
    expect(within(rowOf('off@acme.test')).getByRole('button', { name: 'Enable' })).toBeTruthy();
  });

  it('checks the invite form with the specification’s messages and shows the server’s inline', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.members.workspaceMembers)]: () => ({ status: 200, body: pageOf([]) }),
      [routeOf(endpoints.members.inviteToWorkspaces)]: () => ({
        status: 400,
        body: { detail: MEMBER_MESSAGES.inWorkspace, emails: [MEMBER_MESSAGES.inWorkspace] },
      }),
    });
    renderPage(<MembersPage scope="workspace" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText(MEMBER_MESSAGES.emailsRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const emails = within(dialog).getByPlaceholderText('name@example.com');
    fireEvent.change(emails, { target: { value: 'agent@acme.test' } });
    fireEvent.keyDown(emails, { key: 'Enter' });
    fireEvent.click(within(dialog).getByPlaceholderText('Choose a role'));
    // The role choices leave out Service Account and L3/L4 Agent (spec part 3 §5).
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Admin', 'Agent', 'L1 Agent', 'L2 Agent']);
    fireEvent.click(screen.getByRole('option', { name: 'Agent' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByTestId('invite-error')).toHaveProperty(
      'textContent',
      MEMBER_MESSAGES.inWorkspace,
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      emails: ['agent@acme.test'],
      role: 2,
      workspaces: ['alpha'],
    });
  });

  it('disables a member after confirmation, with the specification’s toast', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.members.workspaceMembers)]: () => ({
        status: 200,
        body: pageOf([member(5, 'ann@acme.test')]),
      }),
      [routeOf(endpoints.members.updateWorkspaceMember, { id: 5 })]: () => ({
        status: 200,
        body: member(5, 'ann@acme.test', { is_active: false }),
      }),
    });
    renderPage(<MembersPage scope="workspace" />);
    await screen.findByText('ann@acme.test');
    fireEvent.click(within(rowOf('ann@acme.test')).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Workspace member status changed successfully!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ is_active: false });
  });
});

describe('organisation members page', () => {
  it('shows the server’s message when the last organisation admin cannot be disabled', async () => {
    stubServer({
      [routeOf(endpoints.members.teamMembers)]: () => ({
        status: 200,
        body: pageOf([
          member(1, 'owner@acme.test', {
            role: null,
            role_verbose: 'Organisation Admin',
            is_organization_admin: true,
            memberships: [],
          }),
        ]),
      }),
      [routeOf(endpoints.members.updateTeamMember, { id: 1 })]: () => ({
        status: 400,
        body: { detail: MEMBER_MESSAGES.lastOrganisationAdmin, code: 'last_admin' },
      }),
    });
    renderPage(<MembersPage scope="organisation" />, '/settings/organisation/members?workspace=alpha');
    await screen.findByText('owner@acme.test');
    expect(screen.getByText('Organisation Members')).toBeTruthy();
    expect(within(rowOf('owner@acme.test')).getByText('Organisation Admin')).toBeTruthy();
    fireEvent.click(within(rowOf('owner@acme.test')).getByRole('button', { name: 'Disable' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.getByText(MEMBER_MESSAGES.lastOrganisationAdmin)).toBeTruthy());
  });
});
