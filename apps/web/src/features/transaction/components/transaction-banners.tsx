import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconBan,
  IconClockPause,
  IconDatabaseOff,
  IconSnowflake,
} from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useUnfreezeOnCustody } from '../api.ts';
import {
  DEPRECATED_BANNER,
  FROZEN_ON_CUSTODY_BANNER,
  LITE_BANNER,
  NOT_IN_CHAIN_DATA_NOTE,
  SCREEN_FAILED,
  UNCONFIRMED_NOTE,
  UNFREEZE_FAILED,
  UNFROZEN_ON_CUSTODY,
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

/**
 * The Overview's banner of a transaction the custody service froze for its risk (spec part 2 §2): "Unfreeze now"
 * releases it there; on success the banner goes, on failure the custody service's reason or the fallback shows.
 */
export function FrozenOnCustodyBanner({ transactionId }: { transactionId: number }) {
  const unfreeze = useUnfreezeOnCustody(String(transactionId));
  const run = () =>
    unfreeze
      .mutateAsync()
      .then(() => notifications.show({ color: 'green', message: UNFROZEN_ON_CUSTODY }))
      .catch((error: unknown) =>
        notifications.show({
          color: 'red',
          message: (error instanceof ApiError && errorText(error.body)) || UNFREEZE_FAILED,
        }),
      );
  return (
    <Alert color="blue" variant="light" icon={<IconSnowflake size={18} />} data-testid="frozen-banner">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{FROZEN_ON_CUSTODY_BANNER}</Text>
        <Button size="xs" onClick={() => void run()} loading={unfreeze.isPending} data-testid="unfreeze-now">
          Unfreeze now
        </Button>
      </Group>
    </Alert>
  );
}
