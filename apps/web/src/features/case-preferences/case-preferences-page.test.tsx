import { endpoints } from '@riskscreen/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { CasePreferencesPage } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

const MEMBER = {
  user_id: 8,
  email: 'grace@example.test',
  full_name: 'Grace Hopper',
  role: 2,
  case_role: null,
};

function serve(users: unknown[]) {
  const S = endpoints.caseSettings;
  return stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
    [routeOf(S.assignmentType)]: () => ({
      status: 200,
      body: { assignment_type: 0, approver_assignment_type: 0 },
    }),
    [routeOf(S.mandatoryApproval)]: () => ({ status: 200, body: { mandatory_approval: false } }),
    [routeOf(S.users)]: () => ({ status: 200, body: users }),
    [routeOf(S.autoCreateLevels)]: () => ({ status: 200, body: { auto_create_case_alert_levels: [5, 3] } }),
  });
}

const render = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/settings/workspace/case?workspace=demo']}>
      <CasePreferencesPage />
    </MemoryRouter>,
  );

describe('case preferences', () => {
  it('says what to do on this page when there are no case agents, not to go to this page', async () => {
    serve([MEMBER]);
    render();
    const hint = await screen.findByTestId('empty-agents');
    expect(hint.textContent).toBe('No case agents yet. Choose up to 3 members above, then Update.');
    expect(hint.textContent).not.toMatch(/Go to Settings/);
  });

  it('says nothing of it once the workspace has an agent', async () => {
    serve([{ ...MEMBER, case_role: 2 }]);
    render();
    await screen.findByTestId('agent-picker');
    expect(screen.queryByTestId('empty-agents')).toBeNull();
  });
});
