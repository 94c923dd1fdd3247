import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CONDITION, RULE } from '../../test/policy-fixtures.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';

export { POLICY, RULE } from '../../test/policy-fixtures.ts';
export { stubServer } from '../../test/stub-server.ts';

// jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view.
Element.prototype.scrollIntoView ??= () => {};

export const WORKSPACE = 'main';

/** The profile of an admin (role 1) or an agent (role 2) of the workspace. */
export function profileAs(role: 1 | 2) {
  return {
    ...PROFILE_FIXTURE,
    role,
    memberships: [{ workspace: WORKSPACE, workspace_name: 'Main', role }],
  };
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders a page at `path` (matched by `route`) with the app's providers; other paths show where they led. */
export function renderAt(page: ReactNode, route: string, path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`${path}?workspace=${WORKSPACE}`]}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

export const paged = (results: unknown[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

const RULE_FIELDS = {
  rule_name: RULE.rule_name,
  alert_level: 4,
  is_enabled: true,
  rule_conditions: [CONDITION],
  is_only_or_conditions: false,
};

/** A rule's trail, newest first: version 2 disabled it (by Ada Lovelace), version 1 created it (System). */
export const RULE_HISTORY = [
  {
    id: 'rule-8',
    history_type: 2,
    kinds: ['rule_status_changed'],
    old_version: { id: 7, field_dict: RULE_FIELDS },
    new_version: { id: 8, field_dict: { ...RULE_FIELDS, is_enabled: false } },
    classifier_version: {
      id: 8,
      field_dict: { ...RULE_FIELDS, is_enabled: false },
      rule_uuid: RULE.uuid,
      rule_name: RULE.rule_name,
      version: 2,
    },
    changed_fields: [],
    revision: {
      user: { id: 7, first_name: 'Ada', last_name: 'Lovelace' },
      date_created: '2025-03-06T09:00:00.000Z',
    },
  },
  {
    id: 'rule-7',
    history_type: 1,
    kinds: ['rule_created'],
    old_version: null,
    new_version: { id: 7, field_dict: RULE_FIELDS },
    classifier_version: {
      id: 7,
      field_dict: RULE_FIELDS,
      rule_uuid: RULE.uuid,
      rule_name: RULE.rule_name,
      version: 1,
    },
    changed_fields: [],
    revision: { user: null, date_created: '2025-03-05T13:07:00.000Z' },
  },
];
