import { Alert, Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { KNOW_ADDRESS_PENDING } from '../messages.ts';

type Props = { opened: boolean; onClose: () => void; identifier: string };
type Values = { comment: string; file: File | null };

/**
 * "Do you know this address?" (spec part 2 §2, Modals): a comment and one optional support file. The
 * address-comments API (POST /risk/api/v4/address-comments/) does not exist on the server yet, so submitting
 * validates and then says that saving is not available, rather than pretending to save.
 */
export function KnowAddressModal({ opened, onClose, identifier }: Props) {
  const form = useForm<Values>({
    initialValues: { comment: '', file: null },
    validate: { comment: (value) => (value.trim() ? null : 'Comment is required') },
  });
  const [isSubmitted, setSubmitted] = useState(false);
  const close = () => {
    form.reset();
    setSubmitted(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Do you know this address?" centered size="lg">
      <form onSubmit={form.onSubmit(() => setSubmitted(true))}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            Tell us what you know about {identifier}: who owns it, how you know.
          </Text>
          <Textarea label="Comment" autosize minRows={3} withAsterisk {...form.getInputProps('comment')} />
          <FileInput
            label="Support file"
            placeholder="Attach one file (optional)"
            clearable
            leftSection={<IconPaperclip size={14} />}
            {...form.getInputProps('file')}
          />
          {isSubmitted && (
            <Alert color="yellow" variant="light" data-testid="know-address-pending">
              {KNOW_ADDRESS_PENDING}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Submit</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
