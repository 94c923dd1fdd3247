import { Alert } from '@mantine/core';
import { type AddressDetail, dataCoverageText } from '@riskscreen/shared';
import { IconDatabaseOff } from '@tabler/icons-react';
import { SCREEN_FAILED } from '../messages.ts';

// The chain banners and the outdated note are shared with the previews and the transaction page.
export {
  DeprecatedChainBanner,
  isOutdated,
  LiteCoverageBanner,
  OutdatedNote,
} from '../../../components/screening/index.ts';

export function ScreenFailedBanner() {
  return (
    <Alert color="red" variant="light" data-testid="screen-failed">
      {SCREEN_FAILED}
    </Alert>
  );
}

/**
 * A fully covered chain whose data this installation does not hold, or does not hold the address in: its balance,
 * flows and exposure are unknown, and a No Risk would only say no label matched (decision 0046).
 */
export function NoChainDataBanner({
  address,
}: {
  address: Pick<AddressDetail, 'data_coverage' | 'currency_verbose'>;
}) {
  const text = dataCoverageText(address.data_coverage, address.currency_verbose);
  if (text === null) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconDatabaseOff size={18} />}
      data-testid="no-chain-data-banner"
    >
      {text}
    </Alert>
  );
}
