import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconActivity,
  IconApi,
  IconBook,
  IconCoins,
  IconHeadset,
  IconHelpCircle,
  IconRefresh,
} from '@tabler/icons-react';
import { type ComponentType, Suspense, useState } from 'react';
import { LINKS } from '../../lib/links.ts';
import { ApiStatus } from './api-status.tsx';
import { type HelpViewProps, useHelpViews } from './help-views.tsx';

function openInNewWindow(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** A help view is mounted on first opening (it may be a lazily loaded chunk), then kept for its close transition. */
function useHelpView(View: ComponentType<HelpViewProps> | undefined) {
  const [opened, setOpened] = useState(false);
  const [isMounted, setMounted] = useState(false);
  const open = () => {
    setMounted(true);
    setOpened(true);
  };
  const element =
    View && isMounted ? (
      <Suspense fallback={null}>
        <View opened={opened} onClose={() => setOpened(false)} />
      </Suspense>
    ) : null;
  return { isAvailable: Boolean(View), open, element };
}

/** The help menu of the header (spec part 1 'Header'). */
export function HelpMenu() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const views = useHelpViews();
  const assets = useHelpView(views.supportedAssets);
  const chainSync = useHelpView(views.chainSynchronization);
  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md" opened={isMenuOpen} onChange={setMenuOpen}>
        <Menu.Target>
          {/* Named on hover; hidden while the menu is open, where it would cover the first entry. */}
          <Tooltip label="Help" withArrow disabled={isMenuOpen}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Help">
              <IconHelpCircle size={22} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconCoins size={16} />}
            disabled={!assets.isAvailable}
            onClick={assets.open}
          >
            Supported Digital Assets
          </Menu.Item>
          <Menu.Item leftSection={<IconBook size={16} />} onClick={() => openInNewWindow(LINKS.productGuide)}>
            Product Guide
          </Menu.Item>
          <Menu.Item
            leftSection={<IconApi size={16} />}
            onClick={() => openInNewWindow(LINKS.apiDocumentation)}
          >
            API Documentation
          </Menu.Item>
          <Menu.Item
            leftSection={<IconActivity size={16} />}
            onClick={() => modals.open({ title: 'API Uptime', centered: true, children: <ApiStatus /> })}
          >
            API Uptime
          </Menu.Item>
          <Menu.Item
            leftSection={<IconRefresh size={16} />}
            disabled={!chainSync.isAvailable}
            onClick={chainSync.open}
          >
            Chain Synchronization
          </Menu.Item>
          {/* A self-hosted installation loads no chat widget: support is by e-mail. */}
          <Menu.Item
            leftSection={<IconHeadset size={16} />}
            component="a"
            href={`mailto:${LINKS.supportEmail}`}
          >
            Support
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {assets.element}
      {chainSync.element}
    </>
  );
}
