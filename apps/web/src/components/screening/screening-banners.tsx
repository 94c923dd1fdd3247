import { ActionIcon, Alert, Anchor, Group, Popover, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ERROR_TEXTS, SHELL_MESSAGES } from '@riskscreen/shared';
import { IconAlertTriangle, IconBan, IconClockExclamation, IconInfoCircle } from '@tabler/icons-react';
import { timeAgo } from '../../lib/format.ts';
import { LINKS } from '../../lib/links.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The amber banner's text on chains screened for sanctions only. */
export const LITE_BANNER =
  'This blockchain is screened for sanctions only: the address is checked against sanctions lists, without counterparty exposure or an investigation graph.';
export const DEPRECATED_BANNER = ERROR_TEXTS.currency_deprecated;

/** Whether the screening is more than a day old (the outdated note). */
export function isOutdated(lastScreenedTime: string, now: Date = new Date()): boolean {
  const at = Date.parse(lastScreenedTime);
  return Number.isFinite(at) && now.getTime() - at > DAY_MS;
}

/** The amber banner of sanctions-only chains, with an info popover and a link. */
export function LiteCoverageBanner({ text = LITE_BANNER }: { text?: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="lite-banner">
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{text}</Text>
        <LiteCoverageInfo />
      </Group>
    </Alert>
  );
}

/**
 * The banner's info popover. Escape closes it alone: a drawer or modal around it (the preview drawer) listens for
 * Escape on the window before anything else and closes unless the key comes from an element marked
 * data-mantine-stop-propagation, as Mantine's own menus and comboboxes mark theirs while open.
 */
function LiteCoverageInfo() {
  const [isOpen, { close, toggle }] = useDisclosure(false);
  const keepEscape = isOpen ? { 'data-mantine-stop-propagation': true } : {};
  return (
    <Popover withArrow shadow="md" width={300} opened={isOpen} onChange={(open) => !open && close()}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          color="yellow"
          aria-label="About sanctions-only screening"
          aria-expanded={isOpen}
          onClick={toggle}
          onKeyDown={(event) => event.key === 'Escape' && close()}
          {...keepEscape}
        >
          <IconInfoCircle size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown {...keepEscape}>
        <Text size="xs">
          On this blockchain we hold sanctions designations but no full attribution of services, so alerts
          come only from sanctions rules.{' '}
          <Anchor href={LINKS.productGuide} target="_blank" size="xs" {...keepEscape}>
            Learn more
          </Anchor>
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/** 'This blockchain is no longer supported' (the chain flagged deprecated). */
export function DeprecatedChainBanner() {
  return (
    <Alert color="red" variant="light" icon={<IconBan size={18} />} data-testid="deprecated-banner">
      {DEPRECATED_BANNER}
    </Alert>
  );
}

/** 'The data might be outdated.' with 'Last screened {time} ago'. */
export function OutdatedNote({ lastScreenedTime }: { lastScreenedTime: string }) {
  return (
    <Group gap={6} data-testid="outdated-note">
      <IconClockExclamation size={16} color="var(--mantine-color-orange-6)" />
      <Text size="sm">{SHELL_MESSAGES.dataOutdated}</Text>
      <Text size="sm" c="dimmed">
        Last screened {timeAgo(lastScreenedTime)}
      </Text>
    </Group>
  );
}
