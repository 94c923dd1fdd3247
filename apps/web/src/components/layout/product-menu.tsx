import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { IconBuildingBank, IconCheck, IconGridDots, IconRoute, IconShieldSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LINKS } from '../../lib/links.ts';

const NOT_CONFIGURED = 'Not set up in this installation';

/** The suite's products: this one, and the tracker and know-your-business products in new windows. */
export function ProductMenu() {
  const open = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');
  // The tooltip names the button; once the menu is open it would only cover the menu's first entries.
  const [isMenuOpen, setMenuOpen] = useState(false);
  return (
    <Menu position="bottom-start" width={280} shadow="md" opened={isMenuOpen} onChange={setMenuOpen}>
      <Menu.Target>
        <Tooltip label="Products" withArrow disabled={isMenuOpen}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Products">
            <IconGridDots size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Products</Menu.Label>
        <Menu.Item leftSection={<IconShieldSearch size={16} />} rightSection={<IconCheck size={14} />}>
          Transaction Monitoring
        </Menu.Item>
        <Menu.Item
          leftSection={<IconRoute size={16} />}
          disabled={!LINKS.tracker}
          onClick={() => open(LINKS.tracker)}
        >
          Tracker
          {!LINKS.tracker && (
            <Text size="xs" c="dimmed">
              {NOT_CONFIGURED}
            </Text>
          )}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconBuildingBank size={16} />}
          disabled={!LINKS.kyb}
          onClick={() => open(LINKS.kyb)}
        >
          Know Your Business
          {!LINKS.kyb && (
            <Text size="xs" c="dimmed">
              {NOT_CONFIGURED}
            </Text>
          )}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
