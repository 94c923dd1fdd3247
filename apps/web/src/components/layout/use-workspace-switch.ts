import { notifications } from '@mantine/notifications';
import { SHELL_MESSAGES } from '@riskscreen/shared';
import { useLocation, useNavigate } from 'react-router';
import { pathAfterWorkspaceSwitch } from '../../lib/paths.ts';
import { session } from '../../lib/session.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';
import { confirmAction } from '../ui/confirm-action.tsx';

type Target = { slug: string; name: string };

/**
 * Switching workspace (spec part 1 §4): confirm, then go to the page that still makes sense there, remember the
 * workspace and say so. The workspace gate of the layout drops the old workspace's cached data on the way.
 */
export function useWorkspaceSwitch() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useWorkspaceSlug();

  return (target: Target, path?: string) => {
    if (target.slug === current) {
      if (path) navigate(withWorkspace(path, current));
      return;
    }
    confirmAction({
      title: 'Switch workspace',
      message: `Are you sure you want to switch to the workspace ${target.name}?`,
      confirmLabel: 'Switch',
      onConfirm: () => {
        session.storeWorkspace(target.slug);
        navigate(withWorkspace(path ?? pathAfterWorkspaceSwitch(location.pathname), target.slug));
        notifications.show({
          color: 'green',
          message: SHELL_MESSAGES.workspaceSwitched.replace('{workspace_name}', target.name),
        });
      },
    });
  };
}
