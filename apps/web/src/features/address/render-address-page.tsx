import type { UserProfile } from '@riskscreen/shared';
import { Route, Routes } from 'react-router';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { AddressPage } from './index.ts';

/** Renders the page of address 9 of workspace demo, for tests, as the given profile sees it. */
export function renderAddressPage(profile: UserProfile) {
  return renderWithRouter(
    <Routes>
      <Route path="/addresses/:id" element={<AddressPage />} />
    </Routes>,
    '/addresses/9?workspace=demo',
    profile,
  );
}
