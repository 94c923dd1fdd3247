import { Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AddressDetail, MONITORING_MESSAGES } from '@riskscreen/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { addressKeys, muteAddressMonitoring, setAddressMonitoring } from '../api.ts';

export type MonitoringChange = 'activate' | 'deactivate' | 'mute' | 'unmute';

const TITLES: Record<MonitoringChange, string> = {
  activate: 'Enable Monitoring',
  deactivate: 'Deactivate Monitoring',
  mute: 'Mute Monitoring',
  unmute: 'Unmute Monitoring',
};

const failureText = (error: unknown) =>
  (error instanceof ApiError && errorText(error.body)) || 'Something went wrong';
const toHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${line.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`)
    .join('');

/**
 * Enable or deactivate the address's monitoring with a comment (spec part 2: the monitoring modal), or mute it for
 * a number of days. Toasts say 'Monitoring has been Enabled' / 'Deactivated'; a failure shows the server message.
 */
export function AddressMonitoringModal({
  address,
  change,
  onClose,
}: {
  address: AddressDetail;
  change: MonitoringChange;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [days, setDays] = useState<number>(7);
  const [isSending, setSending] = useState(false);
  const needsComment = change === 'activate' || change === 'deactivate';

  const confirm = async () => {
    setSending(true);
    try {
      if (needsComment) {
        await setAddressMonitoring({
          identifier: address.identifier,
          currency: address.currency,
          is_ignored: change === 'deactivate',
          comment: toHtml(comment.trim()),
        });
        notifications.show({
          color: 'green',
          message: change === 'deactivate' ? MONITORING_MESSAGES.deactivated : MONITORING_MESSAGES.enabled,
        });
      } else {
        await muteAddressMonitoring(
          String(address.id),
          change === 'mute' ? { is_muted: true, days } : { is_muted: false },
        );
      }
      await queryClient.invalidateQueries({ queryKey: addressKeys.all(String(address.id)) });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: failureText(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={TITLES[change]} centered>
      <Stack gap="sm">
        {needsComment ? (
          <Textarea
            label="Comment"
            withAsterisk
            rows={3}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
        ) : change === 'mute' ? (
          <NumberInput
            label="Mute for (days)"
            min={1}
            max={3650}
            value={days}
            onChange={(value) => setDays(typeof value === 'number' ? value : 1)}
          />
        ) : (
          <Text size="sm">Re-screens by the monitor resume for this address.</Text>
        )}
        <DialogActions
          onCancel={onClose}
          label="Confirm"
          onConfirm={() => void confirm()}
          isBusy={isSending}
          isDisabled={needsComment && comment.trim() === ''}
        />
      </Stack>
    </Modal>
  );
}
