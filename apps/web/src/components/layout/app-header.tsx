import { ActionIcon, Box, Group, Tooltip } from '@mantine/core';
import {
  IconCloudDownload,
  IconCloudUpload,
  IconLayoutNavbar,
  IconLayoutNavbarFilled,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfile } from '../../lib/profile.ts';
import { routes } from '../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';
import { AppLogo } from '../ui/app-logo.tsx';
import { HelpMenu } from './help-menu.tsx';
import { ProductMenu } from './product-menu.tsx';
import { WorkspaceMenu } from './workspace-menu.tsx';

export const HEADER_HEIGHT = 60;

type AppHeaderProps = {
  isTabBarVisible: boolean;
  canToggleTabBar: boolean;
  onToggleTabBar: () => void;
  onOpenDownloads: () => void;
  onOpenUpload: () => void;
  /** The global search bar (561 px): type dropdown, hints, suggestions; the search feature's, given by the app. */
  search: ReactNode;
  /** The notification bell, the notifications feature's, given by the app. */
  notifications: ReactNode;
};

export function AppHeader(props: AppHeaderProps) {
  const profile = useProfile();
  const workspace = useWorkspaceSlug();
  const tabBarLabel = props.isTabBarVisible ? 'Hide tab bar' : 'Show tab bar';
  return (
    <Group h={HEADER_HEIGHT} px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="xs" wrap="nowrap">
        <Box
          component={Link}
          to={withWorkspace(routes.dashboard(), workspace)}
          style={{ textDecoration: 'none' }}
        >
          <AppLogo brandLogo={profile.organization_brand_logo} size="sm" />
        </Box>
        <ProductMenu />
      </Group>
      <Box style={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>{props.search}</Box>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={tabBarLabel} withArrow>
          <ActionIcon
            variant={props.isTabBarVisible ? 'light' : 'subtle'}
            color={props.isTabBarVisible ? 'blue' : 'gray'}
            size="lg"
            aria-label={tabBarLabel}
            aria-pressed={props.isTabBarVisible}
            disabled={!props.canToggleTabBar}
            onClick={props.onToggleTabBar}
          >
            {props.isTabBarVisible ? <IconLayoutNavbarFilled size={20} /> : <IconLayoutNavbar size={20} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Download Manager" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Download Manager"
            onClick={props.onOpenDownloads}
          >
            <IconCloudDownload size={22} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Upload Files" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Upload Files"
            onClick={props.onOpenUpload}
          >
            <IconCloudUpload size={22} />
          </ActionIcon>
        </Tooltip>
        {props.notifications}
        <HelpMenu />
        <Box ml="xs">
          <WorkspaceMenu />
        </Box>
      </Group>
    </Group>
  );
}
