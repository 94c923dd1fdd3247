import { AppShell, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { ERROR_TEXTS, LAYOUT, type UserProfile } from '@riskscreen/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isDetailPage, isEntityPage } from '../../lib/paths.ts';
import { profileQuery } from '../../lib/profile.ts';
import { routes } from '../../lib/routes.ts';
import { session } from '../../lib/session.ts';
import { resolveWorkspace, WORKSPACE_PARAM } from '../../lib/workspace.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { AppHeader, HEADER_HEIGHT } from './app-header.tsx';
import { DownloadManagerPanel, FileUploadPanel } from './side-panels.tsx';
import { useTabBarPreference } from './tab-bar.tsx';

/**
 * What features show in the shell, handed in by the app so this shared layout imports no feature: the header's
 * global search bar (561 px), the notification bell, the tab bar (it knows the search page's counts) and the
 * app-wide drawers.
 */
export type ShellSlots = {
  search: ReactNode;
  /** The header's notification bell (features/notifications). */
  notifications: ReactNode;
  tabBar: ReactNode;
  drawers: ReactNode;
  /** The File Upload panel (features/uploads); the empty placeholder when not given. */
  uploadPanel?: ComponentType<{ opened: boolean; onClose: () => void }>;
  /** The Download Manager panel (features/downloads); the empty placeholder when not given. */
  downloadPanel?: ComponentType<{ opened: boolean; onClose: () => void }>;
};

/** Every route but login, logout and print pages: signed in, profile loaded, a workspace in the URL. */
export function AuthenticatedLayout(slots: ShellSlots) {
  const location = useLocation();
  if (!session.isAuthenticated()) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={routes.login({ redirect })} replace />;
  }
  return <ProfileGate slots={slots} />;
}

function ProfileGate({ slots }: { slots: ShellSlots }) {
  // A failure is thrown to the route's error screen (401/403 included, by the query client's defaults).
  const profile = useQuery({ ...profileQuery, throwOnError: true });
  if (profile.isPending) return <PageLoader minHeight="100vh" />;
  return <WorkspaceGate profile={profile.data as UserProfile} slots={slots} />;
}

/** Drop every workspace-scoped cached answer (all but the profile). */
function clearWorkspaceData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== profileQuery.queryKey[0] });
}

/**
 * Keeps the workspace query parameter on every page: filled from this tab's last workspace (else the stored one,
 * else the first) when missing or not the user's. Entering another workspace drops the previous one's cache.
 */
function WorkspaceGate({ profile, slots }: { profile: UserProfile; slots: ShellSlots }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const lastWorkspace = useRef<string | null>(null);
  const fromUrl = params.get(WORKSPACE_PARAM);
  const workspace = resolveWorkspace(
    profile.workspaces.map((w) => w.slug),
    fromUrl,
    lastWorkspace.current ?? session.storedWorkspace(),
  );
  const isSettled = workspace !== null && fromUrl === workspace;

  if (isSettled && lastWorkspace.current !== workspace) {
    // Before the pages render: answers cached for the previous workspace must not show in this one.
    if (lastWorkspace.current !== null) clearWorkspaceData(queryClient);
    lastWorkspace.current = workspace;
  }

  useEffect(() => {
    if (!workspace) return;
    if (fromUrl === workspace) {
      session.storeWorkspace(workspace);
      return;
    }
    const next = new URLSearchParams(params);
    next.set(WORKSPACE_PARAM, workspace);
    navigate(
      { pathname: location.pathname, search: `?${next}`, hash: location.hash },
      {
        replace: true,
        state: location.state,
      },
    );
  }, [workspace, fromUrl, params, location, navigate]);

  if (!workspace) return <NoWorkspaces />;
  if (!isSettled) return <PageLoader minHeight="100vh" />;
  return <ShellFrame workspace={workspace} slots={slots} />;
}

function NoWorkspaces() {
  const navigate = useNavigate();
  return (
    <Center mih="100vh">
      <Stack align="center">
        <Title order={3}>{ERROR_TEXTS.no_workspaces}</Title>
        <Text c="dimmed">Ask your organisation administrator to add you to a workspace.</Text>
        <Button onClick={() => navigate(routes.logout({ clear: true }))}>Logout</Button>
      </Stack>
    </Center>
  );
}

/** The download manager opens from its icon or from ?showDownloadManager=true (removed again on close). */
function useDownloadManager() {
  const [params, setParams] = useSearchParams();
  const [isKeptOpen, setKeptOpen] = useLocalStorage<boolean>({
    key: 'rs.downloadManager.open',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const isRequested = params.get('showDownloadManager') === 'true';
  return {
    opened: isKeptOpen || isRequested,
    open: () => setKeptOpen(true),
    close: () => {
      setKeptOpen(false);
      if (isRequested) {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('showDownloadManager');
            return next;
          },
          { replace: true },
        );
      }
    },
  };
}

function ShellFrame({ workspace, slots }: { workspace: string; slots: ShellSlots }) {
  const location = useLocation();
  const [isTabBarOn, setTabBarOn] = useTabBarPreference();
  const downloads = useDownloadManager();
  const [isUploadOpen, upload] = useDisclosure(false);
  const isDetail = isDetailPage(location.pathname);
  const showTabBar = isTabBarOn && !isDetail;
  return (
    <AppShell header={{ height: HEADER_HEIGHT + (showTabBar ? LAYOUT.tabBarHeight : 0) }} padding="lg">
      <AppShell.Header>
        <AppHeader
          isTabBarVisible={showTabBar}
          canToggleTabBar={!isEntityPage(location.pathname)}
          onToggleTabBar={() => setTabBarOn(!isTabBarOn)}
          onOpenDownloads={downloads.open}
          onOpenUpload={upload.open}
          search={slots.search}
          notifications={slots.notifications}
        />
        {showTabBar && slots.tabBar}
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        {/* Pages start afresh in another workspace. */}
        <Suspense key={workspace} fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      {slots.downloadPanel ? (
        <slots.downloadPanel opened={downloads.opened} onClose={downloads.close} />
      ) : (
        <DownloadManagerPanel opened={downloads.opened} onClose={downloads.close} />
      )}
      {slots.uploadPanel ? (
        <slots.uploadPanel opened={isUploadOpen} onClose={upload.close} />
      ) : (
        <FileUploadPanel opened={isUploadOpen} onClose={upload.close} />
      )}
      {slots.drawers}
    </AppShell>
  );
}
