import { Button } from '@mantine/core';
import { isDeprecated } from '@riskscreen/shared';
import { IconRefresh } from '@tabler/icons-react';
import { TokenAccountModal } from './token-account-modal.tsx';
import { useScreening } from './use-screening.tsx';

type Props = {
  kind: 'address' | 'transaction';
  /** The screened row (its page). */
  id: number;
  identifier: string;
  currency: number;
  lastScreenedTime: string | null;
};

/**
 * Rescreen on an entity page: screens the entity again and reopens its page with the new result; on failure the
 * toast 'Failed to rescreen the {identifier}.' and the page with screen=false and the last screened time. The
 * stored customer link stays as it is (no customer fields are sent). A retired chain cannot be screened: the
 * button is off there.
 */
export function RescreenButton({ kind, id, identifier, currency, lastScreenedTime }: Props) {
  const screening = useScreening();
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={14} />}
        loading={screening.isScreening}
        disabled={isDeprecated(currency)}
        onClick={() =>
          void screening.screen({
            kind,
            identifier,
            currency,
            screenedId: id,
            lastScreenedTime,
            isRescreen: true,
          })
        }
        data-testid="rescreen"
      >
        Rescreen
      </Button>
      <TokenAccountModal owner={screening.tokenOwner} onClose={screening.closeTokenModal} />
    </>
  );
}
