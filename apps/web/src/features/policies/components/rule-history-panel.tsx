import { notifications } from '@mantine/notifications';
import type { HistoryEntry } from '@riskscreen/shared';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { useRestoreRuleVersion, useRuleHistory } from '../api.ts';
import { showFailure } from '../error-message.ts';
import { POLICY_MESSAGES } from '../messages.ts';
import { useCanEditPolicies } from '../permissions.ts';
import { AuditTrail } from './audit-trail.tsx';
import { HistoryState } from './history-state.tsx';

type Props = {
  policyId: number | string;
  ruleId: string;
  /** Called after a version was restored, so the page showing the rule can reload it. */
  onRestored?: () => void;
  /** A custom list's rule follows its list: its versions are shown, never restored. */
  isReadOnly?: boolean;
};

/**
 * The rule's Audit Trail tab (spec part 3 §4.3): every version with who, when and what; admins may restore an
 * earlier version after confirming. Restoring leaves existing alerts as they are, and the toast says so.
 */
export function RuleHistoryPanel({ ruleId, onRestored, isReadOnly = false, ...props }: Props) {
  const policyId = Number(props.policyId);
  const { timezone } = useProfile();
  const canEdit = useCanEditPolicies();
  const history = useRuleHistory(policyId, ruleId);
  const restore = useRestoreRuleVersion();

  const confirmRestore = (entry: HistoryEntry) => {
    const version = entry.classifier_version;
    if (!version) return;
    confirmAction({
      title: `Restore version ${version.version}?`,
      message: POLICY_MESSAGES.restoreVersion,
      confirmLabel: 'Restore',
      onConfirm: () =>
        restore.mutate(
          { policyId, uuid: ruleId, versionId: version.id },
          {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                title: POLICY_MESSAGES.ruleRestored,
                message: POLICY_MESSAGES.alertsUnchanged,
              });
              onRestored?.();
            },
            onError: (error) => showFailure(error),
          },
        ),
    });
  };

  return (
    <HistoryState history={history}>
      {(entries) => (
        <AuditTrail
          entries={entries}
          timeZone={timezone}
          restore={
            canEdit && !isReadOnly
              ? {
                  // Newest first: the first entry is the rule as it is now, which has nothing to restore.
                  currentVersion: entries[0]?.classifier_version?.version ?? 0,
                  onRestore: confirmRestore,
                  isPending: restore.isPending,
                }
              : undefined
          }
        />
      )}
    </HistoryState>
  );
}
