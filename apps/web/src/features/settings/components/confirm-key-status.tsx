import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ApiKey } from '@riskscreen/shared';

/** Asks before revoking an active key or re-enabling a revoked one; calls onConfirm with the new state. */
export function confirmKeyStatus(key: ApiKey, onConfirm: (isActive: boolean) => void) {
  const revoke = key.is_active;
  modals.openConfirmModal({
    title: revoke ? 'Revoke API key' : 'Re-enable API key',
    centered: true,
    children: (
      <Text size="sm">
        {revoke
          ? `Requests using ${key.key} will be rejected until the key is enabled again. Revoke it?`
          : `Requests using ${key.key} will be accepted again. Re-enable it?`}
      </Text>
    ),
    labels: { confirm: revoke ? 'Revoke' : 'Re-enable', cancel: 'Cancel' },
    // Focus on the primary action, so Enter confirms (spec: Enter triggers a modal's primary action).
    confirmProps: { color: revoke ? 'red' : 'blue', 'data-autofocus': true },
    onConfirm: () => onConfirm(!revoke),
  });
}
