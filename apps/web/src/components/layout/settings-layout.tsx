import { Box, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { usePermissions } from '../../lib/profile.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';
import { PageLoader } from '../ui/page-loader.tsx';

type Entry = { path: string; label: string };
type Section = {
  title: string;
  entries: Entry[];
  isVisible: (p: { isAdmin: boolean; isOrgAdmin: boolean }) => boolean;
};

// The settings sidebar (spec part 3 §2.2): user settings for everyone, workspace settings for admins,
// organisation settings for organisation admins.
const SECTIONS: Section[] = [
  {
    title: 'User Settings',
    isVisible: () => true,
    entries: [
      { path: '/settings/user/profile', label: 'Profile' },
      { path: '/settings/user/notifications', label: 'Notifications' },
    ],
  },
  {
    title: 'Workspace Settings',
    isVisible: (p) => p.isAdmin || p.isOrgAdmin,
    entries: [
      { path: '/settings/workspace/api-keys', label: 'API Keys' },
      { path: '/settings/workspace/integrations', label: 'Integrations' },
      { path: '/settings/workspace/members', label: 'Members' },
      { path: '/settings/workspace/config', label: 'Monitoring Config' },
      { path: '/settings/workspace/smart-contract-watchlist', label: 'Smart Contract Watchlist' },
      { path: '/settings/workspace/custom-lists', label: 'Custom Lists' },
      { path: '/settings/workspace/case', label: 'Case Preferences' },
      { path: '/settings/workspace/archive-history', label: 'Archive History' },
      { path: '/settings/workspace/policies', label: 'Policies' },
      { path: '/settings/workspace/rules', label: 'Rules' },
      { path: '/settings/workspace/custom-tags', label: 'Custom Tags' },
    ],
  },
  {
    title: 'Organisation Settings',
    isVisible: (p) => p.isOrgAdmin,
    entries: [
      { path: '/settings/organisation/members', label: 'Members' },
      { path: '/settings/organisation/workspaces', label: 'Workspaces' },
      { path: '/settings/organisation/usage', label: 'Usage' },
      { path: '/settings/organisation/single-sign-on', label: 'Single Sign-On' },
    ],
  },
];

export function SettingsLayout() {
  const permissions = usePermissions();
  const workspace = useWorkspaceSlug();
  const { pathname } = useLocation();
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
          {SECTIONS.filter((s) => s.isVisible(permissions)).map((section) => (
            <div key={section.title}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
                {section.title}
              </Text>
              {section.entries.map((e) => (
                <NavLink
                  key={e.path}
                  component={Link}
                  to={withWorkspace(e.path, workspace)}
                  label={e.label}
                  active={pathname === e.path || pathname.startsWith(`${e.path}/`)}
                />
              ))}
            </div>
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
