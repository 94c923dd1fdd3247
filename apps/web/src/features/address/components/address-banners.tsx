import { Alert } from '@mantine/core';
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
