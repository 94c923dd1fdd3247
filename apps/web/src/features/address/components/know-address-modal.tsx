import { FileInput, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ADDRESS_COMMENT_LIMITS } from '@riskscreen/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { addressCommentKeys, saveAddressComment } from '../api.ts';
import { KNOW_ADDRESS_FILE_TOO_LARGE, KNOW_ADDRESS_SAVED } from '../messages.ts';
import { AddressCommentList } from './address-comment-list.tsx';

type Props = { opened: boolean; onClose: () => void; identifier: string; currency: number };
type Values = { comment: string; file: File | null };

/** The server's field errors (400, and 413 for the file), keyed by form field. */
function formErrors(error: ApiError): Partial<Record<keyof Values, string>> {
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
  const first = (key: string) => (Array.isArray(body[key]) ? String(body[key][0]) : undefined);
  const errors: Partial<Record<keyof Values, string>> = {};
  const comment = first('comment');
  const file = first('support_file');
  if (comment) errors.comment = comment;
  if (file) errors.file = file;
  return errors;
}

/**
 * "Do you know this address?" (spec part 2 §2, Modals): a comment and one optional support file, saved to the
 * workspace (POST /risk/api/v4/address-comments/), with what the team noted before shown above the form.
 */
export function KnowAddressModal({ opened, onClose, identifier, currency }: Props) {
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: { comment: '', file: null },
    validate: {
      comment: (value) => (value.trim() ? null : 'Comment is required'),
      file: (file) =>
        file && file.size > ADDRESS_COMMENT_LIMITS.supportFileMaxBytes ? KNOW_ADDRESS_FILE_TOO_LARGE : null,
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const save = async (values: Values) => {
    setSaving(true);
    try {
      await saveAddressComment({ identifier, currency, comment: values.comment.trim(), file: values.file });
      notifications.show({ color: 'green', message: KNOW_ADDRESS_SAVED });
      await queryClient.invalidateQueries({ queryKey: addressCommentKeys.list(currency, identifier) });
      close();
    } catch (error) {
      const fields = error instanceof ApiError ? formErrors(error) : {};
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else {
        const body = error instanceof ApiError ? error.body : null;
        notifications.show({ color: 'red', message: errorText(body, true) });
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Do you know this address?" centered size="lg">
      <form onSubmit={form.onSubmit((values) => void save(values))} data-testid="know-address-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            Tell us what you know about {identifier}: who owns it, how you know.
          </Text>
          {opened && <AddressCommentList currency={currency} identifier={identifier} />}
          <Textarea
            label="Comment"
            autosize
            minRows={3}
            maxLength={ADDRESS_COMMENT_LIMITS.commentMaxLength}
            withAsterisk
            {...form.getInputProps('comment')}
          />
          <FileInput
            label="Support file"
            placeholder="Attach one file (optional, up to 10 MB)"
            clearable
            leftSection={<IconPaperclip size={14} />}
            {...form.getInputProps('file')}
          />
          <DialogActions onCancel={close} label="Submit" isBusy={isSaving} isCancelHeldWhileBusy />
        </Stack>
      </form>
    </Modal>
  );
}
