import { endpoints } from '@riskscreen/shared';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseDetail } from '../../test/case-fixtures.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { CaseHeader } from './components/case-header.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The case page's menu as a user of the given role in workspace demo sees it. */
async function openMenuAs(role: number) {
  const profile = { ...PROFILE_FIXTURE, memberships: [{ workspace: 'demo', workspace_name: 'Demo', role }] };
  stubServer({ [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: profile }) });
  renderWithProviders(
    <MemoryRouter initialEntries={['/cases/7?workspace=demo']}>
      <CaseHeader
        detail={caseDetail()}
        timeZone="UTC"
        onAddEntities={() => {}}
        onOpenTimeline={() => {}}
        onEditName={() => {}}
      />
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Case actions' }));
  await screen.findByRole('menuitem', { name: 'Edit Case Name' });
}

describe("the case page's Delete Case", () => {
  it('is offered to an admin of the workspace', async () => {
    await openMenuAs(1);
    expect(screen.getByRole('menuitem', { name: 'Delete Case' })).toBeTruthy();
  });

  it.each([2, 4, 7])('is not offered to a member of role %i (the server refuses them)', async (role) => {
    await openMenuAs(role);
    expect(screen.queryByRole('menuitem', { name: 'Delete Case' })).toBeNull();
  });
});
