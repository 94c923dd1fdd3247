import { ActionIcon, Avatar, Group, Menu, ScrollArea, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { isAdmin, isOrgAdmin, LAYOUT } from '@riskscreen/shared';
import {
  IconBuilding,
  IconCheck,
  IconChevronDown,
  IconLogout,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { standingIn } from '../../lib/permissions.ts';
import { useProfile } from '../../lib/profile.ts';
import { routes } from '../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';
import { confirmAction } from '../ui/confirm-action.tsx';
import { useWorkspaceSwitch } from './use-workspace-switch.ts';

/** The workspace/user menu (spec part 1 'Workspace menu'). */
export function WorkspaceMenu() {
  const profile = useProfile();
  const current = useWorkspaceSlug();
  const navigate = useNavigate();
  const switchWorkspace = useWorkspaceSwitch();
  const [isOpen, setOpen] = useState(false);
  const currentName = profile.workspaces.find((w) => w.slug === current)?.name ?? '';
  const isOrganisationAdmin = isOrgAdmin(standingIn(profile, current));
  const initials = `${profile.first_name[0] ?? ''}${profile.last_name[0] ?? ''}`.toUpperCase();

  const logout = () =>
    confirmAction({
      title: 'Logout',
      message: 'Are you sure you want to logout?',
      confirmLabel: 'Logout',
      danger: true,
      onConfirm: () => navigate(routes.logout({ clear: true })),
    });

  return (
    <Menu opened={isOpen} onChange={setOpen} position="bottom-end" width={300} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Workspace and user menu" data-testid="workspace-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="blue" radius="xl" size={34}>
              {initials}
            </Avatar>
            <div style={{ lineHeight: 1.15 }}>
              <Text size="sm" fw={600} truncate maw={160}>
                {profile.name}
              </Text>
              <Text size="xs" c="dimmed" truncate maw={160}>
                {currentName}
              </Text>
            </div>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Workspaces</Menu.Label>
        <ScrollArea.Autosize mah={LAYOUT.workspaceListMaxHeight} type="auto" data-testid="workspace-list">
          {profile.workspaces.map((w) => {
            const canManage = isAdmin(standingIn(profile, w.slug));
            return (
              <Group key={w.slug} gap={4} wrap="nowrap" pr={4}>
                <Menu.Item
                  style={{ flex: 1 }}
                  leftSection={
                    w.slug === current ? (
                      <IconCheck size={16} color="var(--mantine-color-blue-6)" />
                    ) : (
                      <span style={{ width: 16 }} />
                    )
                  }
                  onClick={() => switchWorkspace(w)}
                  data-workspace={w.slug}
                >
                  <Text size="sm" fw={w.slug === current ? 600 : 400} truncate>
                    {w.name}
                  </Text>
                </Menu.Item>
                {canManage && (
                  <Tooltip label="Workspace settings" withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Settings of ${w.name}`}
                      onClick={() => {
                        setOpen(false);
                        switchWorkspace(w, routes.workspaceMembers());
                      }}
                    >
                      <IconSettings size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            );
          })}
        </ScrollArea.Autosize>
        <Menu.Divider />
        {isOrganisationAdmin && (
          <Menu.Item
            component={Link}
            to={withWorkspace(routes.organisationMembers(), current)}
            leftSection={<IconBuilding size={16} />}
          >
            Organisation Settings
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to={withWorkspace(routes.profile(), current)}
          leftSection={<IconUser size={16} />}
        >
          Profile
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
