import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

type ConfirmOptions = {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  danger?: boolean;
};

/** The product's confirm dialog. The primary button takes focus, so Enter confirms. */
export function confirmAction({ title, message, confirmLabel, onConfirm, danger }: ConfirmOptions): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { 'data-autofocus': true, color: danger ? 'red' : undefined },
    onConfirm,
  });
}
