import { Alert, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { useCaseAgents } from '../api.ts';
import { EMPTY_AGENTS } from '../messages.ts';

type Props = {
  subject: string;
  onClose: () => void;
  /** Sends the assignee; on a failure the dialog stays open (the caller shows the toast). */
  onAssign: (userId: number) => Promise<void>;
};

/** Assign Agent: one of the workspace's case agents (spec part 3 §2.5); none set up says where to add them. */
export function AssignAgentDialog({ subject, onClose, onAssign }: Props) {
  const agents = useCaseAgents();
  const [agent, setAgent] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const isEmpty = agents.isSuccess && agents.data.length === 0;
  const assign = async () => {
    setSending(true);
    try {
      await onAssign(Number(agent));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Assign Agent" centered size="md" data-testid="assign-agent-dialog">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {subject}
        </Text>
        {isEmpty ? (
          <Alert color="yellow" data-testid="empty-agents">
            {EMPTY_AGENTS}
          </Alert>
        ) : (
          <Select
            label="Agent"
            placeholder="Choose an agent"
            withAsterisk
            data={(agents.data ?? []).map((a) => ({
              value: String(a.user_id),
              label: a.full_name || a.email,
            }))}
            value={agent}
            onChange={setAgent}
            comboboxProps={{ withinPortal: true }}
            data-testid="agent-select"
          />
        )}
        <DialogActions
          gap="xs"
          onCancel={onClose}
          label="Assign"
          onConfirm={() => void assign()}
          isBusy={isSending}
          isDisabled={agent === null}
          isCancelHeldWhileBusy
        />
      </Stack>
    </Modal>
  );
}
