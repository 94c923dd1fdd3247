import type { NotificationSubscriptions } from '@riskscreen/shared';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';

// The app's one fetch stub: settings tests name routes with routeOf, from the contract's endpoints.
export { stubServer } from '../../test/stub-server.ts';

/** Renders a page with the app's providers; /accounts/logout is a marker route for navigation checks. */
export function renderPage(page: ReactNode) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/settings']}>
      <Routes>
        <Route path="/settings" element={page} />
        <Route path="/accounts/logout" element={<div>Logging out</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The shared profile fixture, as an admin (the API keys page is a workspace-settings page). */
export const PROFILE = { ...PROFILE_FIXTURE, role: 1 };

/** Email notifications with every subscription off. */
export const ALL_OFF: NotificationSubscriptions = {
  weekly_report: false,
  monthly_report: false,
  file_upload_status: false,
  risk_notifications: { 1: false, 2: false, 3: false, 4: false, 5: false },
  alert_item_notifications: false,
  assignment_notifications: false,
  mention_notifications: false,
  alert_resolution_notifications: false,
};
