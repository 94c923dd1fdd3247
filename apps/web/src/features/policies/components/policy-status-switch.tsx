import { Switch } from '@mantine/core';
import type { Policy } from '@riskscreen/shared';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { useUpdatePolicy } from '../api.ts';
import { showFailure, showSuccess } from '../error-message.ts';
import { POLICY_MESSAGES } from '../messages.ts';

/** Live / Deactivated. Deactivating asks first: the policy's rules stop and their active alerts go inactive. */
export function PolicyStatusSwitch({ policy }: { policy: Policy }) {
  const update = useUpdatePolicy();
  const save = (is_enabled: boolean) =>
    update.mutate(
      { policy, change: { is_enabled } },
      {
        onSuccess: () => showSuccess(POLICY_MESSAGES.policyUpdated),
        onError: (error) => showFailure(error),
      },
    );
  const toggle = () => {
    if (!policy.is_enabled) return save(true);
    confirmAction({
      title: `Deactivate ${policy.name}?`,
      message: POLICY_MESSAGES.disablePolicy,
      confirmLabel: 'Deactivate',
      danger: true,
      onConfirm: () => save(false),
    });
  };
  return (
    <Switch
      checked={policy.is_enabled}
      onChange={toggle}
      disabled={update.isPending}
      label={policy.is_enabled ? 'Live' : 'Deactivated'}
      aria-label={`${policy.name} status`}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
