import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { CASES_KEY, createCase, useCaseAgents } from '../api.ts';
import { CASE_CREATED, NAME_REQUIRED } from '../messages.ts';
import { useOpenCase } from '../open-case.ts';
import { toastFailure } from './case-bulk-actions.tsx';

/** Add Case beside the list's title. */
export function AddCaseButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
        Add Case
      </Button>
      {isOpen && <AddCaseModal onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * A new case (spec part 3 §5): the name required (a server error on it shows on the field), an agent optional
 * (none: the workspace's assignment mode decides). Created, it opens.
 */
function AddCaseModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const openCase = useOpenCase();
  const agents = useCaseAgents();
  const [name, setName] = useState('');
  const [agent, setAgent] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);

  const submit = async () => {
    if (name.trim() === '') {
      setNameError(NAME_REQUIRED);
      return;
    }
    setSending(true);
    try {
      const created = await createCase({
        name: name.trim(),
        assigned_to: agent === null ? null : Number(agent),
      });
      notifications.show({ color: 'green', message: CASE_CREATED });
      void queryClient.invalidateQueries({ queryKey: [CASES_KEY] });
      onClose();
      openCase(created);
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors.name : undefined;
      if (field) setNameError(field);
      else toastFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Add Case" centered data-testid="add-case">
      <Stack gap="md">
        <TextInput
          label="Case Name"
          withAsterisk
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(undefined);
          }}
          error={nameError}
          data-autofocus
          data-testid="case-name-input"
        />
        <Select
          label="Assigned to"
          placeholder="By the workspace's assignment mode"
          clearable
          data={(agents.data ?? []).map((a) => ({ value: String(a.user_id), label: a.full_name || a.email }))}
          value={agent}
          onChange={setAgent}
          comboboxProps={{ withinPortal: true }}
        />
        <DialogActions
          gap="xs"
          onCancel={onClose}
          label="Create"
          onConfirm={() => void submit()}
          isBusy={isSending}
          testId="add-case-submit"
          isCancelHeldWhileBusy
        />
      </Stack>
    </Modal>
  );
}
