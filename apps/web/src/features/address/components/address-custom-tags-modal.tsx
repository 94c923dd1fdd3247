import { Alert, Modal, MultiSelect, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AddressDetail } from '@riskscreen/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { addressKeys, updateAddressCustomTags, useTaggableCustomTags } from '../api.ts';
import { customTagChange } from '../custom-tag-change.ts';
import {
  CUSTOM_TAGS_CONFIRM_TITLE,
  CUSTOM_TAGS_LABEL,
  CUSTOM_TAGS_LOAD_FAILED,
  CUSTOM_TAGS_NONE_FOUND,
  CUSTOM_TAGS_PLACEHOLDER,
  CUSTOM_TAGS_TITLE,
  CUSTOM_TAGS_UPDATED,
  customTagsQuestion,
} from '../messages.ts';

type Props = { opened: boolean; onClose: () => void; address: AddressDetail };

/** The action menu's Custom Tags: pick the address's custom tags; saving asks first (spec part 2 §2, §7). */
export function AddressCustomTagsModal({ opened, onClose, address }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={CUSTOM_TAGS_TITLE} centered>
      {opened && <CustomTagsForm address={address} onDone={onClose} />}
    </Modal>
  );
}

function CustomTagsForm({ address, onDone }: { address: AddressDetail; onDone: () => void }) {
  const id = String(address.id);
  const queryClient = useQueryClient();
  const choices = useTaggableCustomTags();
  const offered = choices.data ?? [];
  const [picked, setPicked] = useState<string[] | null>(null);
  const [isSaving, setSaving] = useState(false);
  const current = address.custom_tags
    .filter((tag) => offered.some((choice) => choice.id === tag.id))
    .map((tag) => String(tag.id));
  const value = picked ?? current;
  const change = customTagChange(address.custom_tags, offered, value.map(Number));
  const hasChange = change.added.length + change.removed.length > 0;

  const send = async () => {
    setSaving(true);
    try {
      await updateAddressCustomTags(id, change.customTagIds);
      notifications.show({ color: 'green', message: CUSTOM_TAGS_UPDATED });
      await queryClient.invalidateQueries({ queryKey: addressKeys.detail(id) });
      onDone();
    } catch (error) {
      const text = error instanceof ApiError ? errorText(error.body, true) : 'Something went wrong';
      notifications.show({ color: 'red', message: text });
      setSaving(false);
    }
  };
  const save = () =>
    confirmAction({
      title: CUSTOM_TAGS_CONFIRM_TITLE,
      message: customTagsQuestion(
        change.added.map((tag) => tag.name),
        change.removed.map((tag) => tag.name),
      ),
      confirmLabel: 'Confirm',
      onConfirm: () => void send(),
    });

  if (choices.error) return <Alert color="red">{CUSTOM_TAGS_LOAD_FAILED}</Alert>;
  return (
    <Stack gap="md">
      <MultiSelect
        label={CUSTOM_TAGS_LABEL}
        placeholder={CUSTOM_TAGS_PLACEHOLDER}
        data={offered.map((tag) => ({ value: String(tag.id), label: tag.name }))}
        value={value}
        onChange={setPicked}
        searchable
        clearable
        nothingFoundMessage={CUSTOM_TAGS_NONE_FOUND}
        disabled={choices.isLoading}
        data-autofocus
      />
      <DialogActions
        onCancel={onDone}
        label="Save"
        onConfirm={save}
        isBusy={choices.isLoading || isSaving}
        isDisabled={!hasChange}
      />
    </Stack>
  );
}
