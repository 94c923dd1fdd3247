import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CUSTOM_LIST_MESSAGES, type CustomTag } from '@riskscreen/shared';
import { useEffect } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useCreateCustomTag, useUpdateCustomTag } from '../api.ts';

type Props = {
  opened: boolean;
  /** The tag being edited; null to create one. */
  tag: CustomTag | null;
  onClose: () => void;
};

type Values = { name: string; description: string };

/** Add Custom Tag / Edit Custom Tag (spec part 3 §2.9): name and description, both required. */
export function CustomTagModal({ opened, tag, onClose }: Props) {
  const create = useCreateCustomTag();
  const update = useUpdateCustomTag();
  const form = useForm<Values>({
    initialValues: { name: '', description: '' },
    validate: {
      name: (v) => (v.trim() ? null : CUSTOM_LIST_MESSAGES.tagNameRequired),
      description: (v) => (v.trim() ? null : CUSTOM_LIST_MESSAGES.tagDescriptionRequired),
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens on another tag
  useEffect(() => {
    if (opened) {
      form.setValues({ name: tag?.name ?? '', description: tag?.description ?? '' });
      form.resetDirty();
      form.clearErrors();
    }
  }, [opened, tag]);

  const onError = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
      form.setErrors(error.fieldErrors);
      return;
    }
    notifications.show({
      color: 'red',
      message: errorText(error instanceof ApiError ? error.body : null, true),
    });
  };

  const submit = form.onSubmit((values) => {
    const body = { name: values.name.trim(), description: values.description.trim() };
    if (tag) {
      update.mutate(
        { id: tag.id, ...body },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: CUSTOM_LIST_MESSAGES.tagUpdated });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: CUSTOM_LIST_MESSAGES.tagCreated });
          onClose();
        },
        onError,
      });
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={tag ? 'Edit Custom Tag' : 'Add Custom Tag'} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Tag Name"
            placeholder="Enter tag name"
            withAsterisk
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description"
            placeholder="Enter description"
            withAsterisk
            rows={4}
            {...form.getInputProps('description')}
          />
          <DialogActions
            onCancel={onClose}
            label={tag ? 'Save' : 'Add Custom Tag'}
            isBusy={create.isPending || update.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
