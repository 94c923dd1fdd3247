import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconClockPause, IconDatabaseOff } from '@tabler/icons-react';
import {
  DEPRECATED_BANNER,
  LITE_BANNER,
  NOT_IN_CHAIN_DATA_NOTE,
  SCREEN_FAILED,
  UNCONFIRMED_NOTE,
} from '../messages.ts';

export function DeprecatedChainBanner() {
  return (
    <Alert color="red" variant="light" icon={<IconBan size={18} />} data-testid="deprecated-banner">
      {DEPRECATED_BANNER}
    </Alert>
  );
}

/** The amber banner of sanctions-only chains. */
export function LiteCoverageBanner() {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="lite-banner">
      {LITE_BANNER}
    </Alert>
  );
}

export function ScreenFailedBanner() {
  return (
    <Alert color="red" variant="light" data-testid="screen-failed">
      {SCREEN_FAILED}
    </Alert>
  );
}

export function UnconfirmedBanner() {
  return (
    <Alert color="gray" variant="light" icon={<IconClockPause size={18} />} data-testid="unconfirmed-banner">
      {UNCONFIRMED_NOTE}
    </Alert>
  );
}

export function NotInChainDataBanner() {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconDatabaseOff size={18} />}
      data-testid="not-in-chain-data-banner"
    >
      {NOT_IN_CHAIN_DATA_NOTE}
    </Alert>
  );
}
