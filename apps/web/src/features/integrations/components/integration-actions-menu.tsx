import { Button, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';

type Props = {
  /** The integration, once added (none: no menu). */
  integration: { is_active: boolean } | null | undefined;
  onViewLogs: () => void;
  onDeactivate: () => void;
};

/** An added integration's Actions menu: its delivery logs, and Deactivate while it is active. */
export function IntegrationActionsMenu({ integration, onViewLogs, onDeactivate }: Props) {
  if (!integration) return null;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDots size={16} />} data-testid="integration-actions">
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onViewLogs}>View logs</Menu.Item>
        {integration.is_active && (
          <Menu.Item color="red" onClick={onDeactivate}>
            Deactivate
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
