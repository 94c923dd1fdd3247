import { Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CUSTOM_LIST_MESSAGES,
  type CustomTag,
  CustomTagType,
  RISK_LEVEL_LABELS,
  RISK_LEVELS_DESCENDING,
} from '@riskscreen/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';

export type ListDetails = { name: string; risk_level: number; description: string };

type Props = {
  list: CustomTag | null;
  isSaving: boolean;
  onSave: (values: ListDetails) => Promise<unknown>;
  onCancel: () => void;
};

const LEVEL_OPTIONS = RISK_LEVELS_DESCENDING.map((level) => ({
  value: String(level),
  label: RISK_LEVEL_LABELS[level],
}));

/** Name, risk level and description of a list; a system list keeps its name and level (spec part 3 §2.8). */
export function ListDetailsForm({ list, isSaving, onSave, onCancel }: Props) {
  const isSystem = list !== null && list.type !== CustomTagType.Custom;
  const form = useForm<{ name: string; risk_level: string | null; description: string }>({
    initialValues: {
      name: list?.name ?? '',
      risk_level: list ? String(list.risk_level) : null,
      description: list?.description ?? '',
    },
    validate: {
      name: (v) => (v.trim() ? null : CUSTOM_LIST_MESSAGES.listNameRequired),
      risk_level: (v) => (v === null || v === '' ? CUSTOM_LIST_MESSAGES.riskLevelRequired : null),
    },
  });
  const submit = form.onSubmit((values) => {
    onSave({
      name: values.name.trim(),
      risk_level: Number(values.risk_level),
      description: values.description.trim(),
    }).catch((error: unknown) => {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group grow align="flex-start">
          <TextInput
            label="List Name"
            placeholder="Enter list name"
            withAsterisk
            disabled={isSystem}
            {...form.getInputProps('name')}
          />
          <Select
            label="Risk Level"
            placeholder="Select risk level"
            withAsterisk
            data={LEVEL_OPTIONS}
            disabled={isSystem}
            allowDeselect={false}
            {...form.getInputProps('risk_level')}
          />
        </Group>
        <Textarea
          label="Description"
          placeholder="Enter description"
          rows={3}
          {...form.getInputProps('description')}
        />
        <DialogActions onCancel={onCancel} label={list ? 'Save' : 'Create Custom List'} isBusy={isSaving} />
      </Stack>
    </form>
  );
}
