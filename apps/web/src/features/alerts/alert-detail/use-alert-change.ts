import { notifications } from '@mantine/notifications';
import type { AlertDetail, AlertObjectType } from '@riskscreen/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { plainTextToHtml } from '../../../components/change-dialog/comment-html.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { type AlertChange, refreshAfterChange, updateAlert } from './api.ts';

export const ALERT_UPDATED = 'Alerts Updated Successfully';
const UPDATE_FAILED = 'The alert could not be updated. Please try again.';

/** A change waiting for its comment: what it does and how the dialog words it. */
export type PendingChange = { change: AlertChange; title: string; summary: string };

/**
 * One change of the alert at a time: it waits for its comment in the dialog, then is sent with the stage the user
 * saw. Someone else's change meanwhile (409) is told with the server's words and the alert is read again.
 */
export function useAlertChange(
  type: AlertObjectType,
  id: string,
  alert: AlertDetail,
  onChanged?: () => void,
) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refresh = () => {
    refreshAfterChange(queryClient, type, id, alert.id);
    onChanged?.();
  };

  const confirm = async (comment: string) => {
    if (!pending) return;
    setSaving(true);
    setError(null);
    try {
      await updateAlert(
        { type, id, alertId: alert.id },
        pending.change,
        { body: plainTextToHtml(comment) },
        alert.workflow_stage.id,
      );
      notifications.show({ color: 'green', message: ALERT_UPDATED });
      setPending(null);
      refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        notifications.show({ color: 'orange', message: failure.message });
        setPending(null);
        refresh();
      } else if (failure instanceof ApiError && failure.status === 400) {
        const fields = failure.fieldErrors;
        setError(Object.values(fields)[0] ?? (errorText(failure.body) || UPDATE_FAILED));
      } else {
        setError(failure instanceof Error && failure.message ? failure.message : UPDATE_FAILED);
      }
    } finally {
      setSaving(false);
    }
  };

  return {
    pending,
    isSaving,
    error,
    request: (next: PendingChange) => {
      setError(null);
      setPending(next);
    },
    cancel: () => {
      setError(null);
      setPending(null);
    },
    confirm,
  };
}
