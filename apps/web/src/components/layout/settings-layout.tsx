import { Box, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { usePermissions } from '../../lib/profile.ts';
import { routes } from '../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';
import { PageLoader } from '../ui/page-loader.tsx';

type Entry = { path: string; label: string };
/** A group of entries under a sub-heading of its section (none: the section's own entries). */
type EntryGroup = { title: string | null; entries: Entry[] };
type Section = {
  title: string;
  groups: EntryGroup[];
  isVisible: (p: { isAdmin: boolean; isOrgAdmin: boolean }) => boolean;
};

// The settings sidebar (spec part 3 §2.2): user settings for everyone; workspace settings for admins, grouped as the
// specification groups them (API keys, integrations, members; product; risk); organisation settings for
// organisation admins.
export const SETTINGS_SECTIONS: Section[] = [
  {
    title: 'User Settings',
    isVisible: () => true,
    groups: [
      {
        title: null,
        entries: [
          { path: routes.profile(), label: 'Profile' },
          { path: routes.notificationSettings(), label: 'Notifications' },
        ],
      },
    ],
  },
  {
    title: 'Workspace Settings',
    isVisible: (p) => p.isAdmin || p.isOrgAdmin,
    groups: [
      {
        title: null,
        entries: [
          { path: routes.apiKeys(), label: 'API Keys' },
          { path: routes.integrations(), label: 'Integrations' },
          { path: routes.workspaceMembers(), label: 'Members' },
        ],
      },
      {
        title: 'Product',
        entries: [
          { path: routes.monitoringConfig(), label: 'Monitoring Config' },
          { path: routes.smartContractWatchlist(), label: 'Smart Contract Watchlist' },
          { path: routes.customLists(), label: 'Custom Lists' },
          { path: routes.casePreferences(), label: 'Case Preferences' },
          { path: routes.archiveHistory(), label: 'Archive History' },
        ],
      },
      {
        title: 'Risk',
        entries: [
          { path: routes.policies(), label: 'Policies' },
          { path: routes.rules(), label: 'Rules' },
          { path: routes.customTags(), label: 'Custom Tags' },
        ],
      },
    ],
  },
  {
    title: 'Organisation Settings',
    isVisible: (p) => p.isOrgAdmin,
    groups: [
      {
        title: null,
        entries: [
          { path: routes.organisationMembers(), label: 'Members' },
          { path: routes.workspaces(), label: 'Workspaces' },
          { path: routes.usage(), label: 'Usage' },
          { path: routes.singleSignOn(), label: 'Single Sign-On' },
        ],
      },
    ],
  },
];

const PLAIN_FIELDSET = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

function EntryLinks({ entries, isIndented = false }: { entries: Entry[]; isIndented?: boolean }) {
  const workspace = useWorkspaceSlug();
  const { pathname } = useLocation();
  return entries.map((e) => (
    <NavLink
      key={e.path}
      component={Link}
      to={withWorkspace(e.path, workspace)}
      label={e.label}
      pl={isIndented ? 'lg' : undefined}
      active={pathname === e.path || pathname.startsWith(`${e.path}/`)}
    />
  ));
}

export function SettingsLayout() {
  const permissions = usePermissions();
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Paper
        withBorder
        radius="md"
        p="xs"
        w={250}
        style={{ flexShrink: 0 }}
        component="nav"
        aria-label="Settings"
      >
        <Stack gap="sm">
          {SETTINGS_SECTIONS.filter((s) => s.isVisible(permissions)).map((section) => (
            <fieldset key={section.title} aria-label={section.title} style={PLAIN_FIELDSET}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
                {section.title}
              </Text>
              {section.groups.map((group) =>
                group.title ? (
                  <fieldset key={group.title} aria-label={group.title} style={PLAIN_FIELDSET}>
                    <Text size="xs" fw={600} c="dimmed" px="sm" pt={6} pb={2}>
                      {group.title}
                    </Text>
                    <EntryLinks entries={group.entries} isIndented />
                  </fieldset>
                ) : (
                  <EntryLinks key="" entries={group.entries} />
                ),
              )}
            </fieldset>
          ))}
        </Stack>
      </Paper>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<PageLoader minHeight="40vh" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Group>
  );
}
