import { Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

type DialogActionsProps = Pick<GroupProps, 'gap' | 'mt'> & {
  onCancel: () => void;
  /** The confirming button's text. */
  label: ReactNode;
  /** What the confirming button does; without it, the button submits the dialog's form. */
  onConfirm?: () => void;
  /** The dialog's change is being sent: the confirming button spins. */
  isBusy?: boolean;
  isDisabled?: boolean;
  /** Cancel waits for a change being sent, so the dialog does not close on a half-done change. */
  isCancelHeldWhileBusy?: boolean;
  testId?: string;
};

/** A dialog's closing row: Cancel, then the button that confirms it, at the right. */
export function DialogActions(props: DialogActionsProps) {
  const {
    onCancel,
    label,
    onConfirm,
    isBusy = false,
    isDisabled,
    isCancelHeldWhileBusy = false,
    testId,
  } = props;
  return (
    <Group justify="flex-end" gap={props.gap} mt={props.mt}>
      <Button variant="default" onClick={onCancel} disabled={isCancelHeldWhileBusy && isBusy}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        loading={isBusy}
        disabled={isDisabled}
        data-testid={testId}
      >
        {label}
      </Button>
    </Group>
  );
}
