import { Switch } from '@mantine/core';
import type { RuleDto } from '@riskscreen/shared';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { useSetRuleEnabled } from '../api.ts';
import { showFailure, showSuccess } from '../error-message.ts';
import { POLICY_MESSAGES } from '../messages.ts';

/**
 * Live / Disabled. Either way the saved change makes the rule's active alerts inactive (the server does so on
 * every rule edit), so both directions ask first (spec part 3 §4.3).
 */
export function RuleStatusSwitch({ rule }: { rule: RuleDto }) {
  const setEnabled = useSetRuleEnabled();
  const toggle = () => {
    const is_enabled = !rule.is_enabled;
    confirmAction({
      title: `${is_enabled ? 'Enable' : 'Disable'} ${rule.rule_name}?`,
      message: POLICY_MESSAGES.ruleStatusChange,
      confirmLabel: is_enabled ? 'Enable' : 'Disable',
      danger: !is_enabled,
      onConfirm: () =>
        setEnabled.mutate(
          { rule, is_enabled },
          {
            onSuccess: () => showSuccess(POLICY_MESSAGES.ruleUpdated),
            onError: (error) => showFailure(error),
          },
        ),
    });
  };
  return (
    <Switch
      checked={rule.is_enabled}
      onChange={toggle}
      disabled={setEnabled.isPending}
      label={rule.is_enabled ? 'Live' : 'Disabled'}
      aria-label={`${rule.rule_name} status`}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
