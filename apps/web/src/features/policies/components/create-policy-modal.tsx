import { Modal, Select, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  POLICY_CATEGORY_LABELS,
  POLICY_TYPE_LABELS,
  PolicyCategory,
  type PolicyCreate,
  PolicyType,
  policyCreateSchema,
} from '@riskscreen/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreatePolicy } from '../api.ts';
import { showFailure, showSuccess } from '../error-message.ts';
import { POLICY_MESSAGES } from '../messages.ts';
import { PolicyTextFields } from './policy-text-fields.tsx';

type Values = {
  name: string;
  description: string;
  type: string | null;
  category: string | null;
  is_enabled: boolean;
};

const TYPE_OPTIONS = Object.entries(POLICY_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** For type Transaction only Source of Funds is offered (spec part 3 §5). */
export function categoryOptions(type: string | null) {
  return Object.entries(POLICY_CATEGORY_LABELS)
    .filter(
      ([value]) => type !== String(PolicyType.Transaction) || value === String(PolicyCategory.SourceOfFunds),
    )
    .map(([value, label]) => ({ value, label }));
}

function toBody(values: Values): unknown {
  return {
    name: values.name,
    description: values.description,
    type: values.type === null ? undefined : Number(values.type),
    category: values.category === null ? undefined : Number(values.category),
    is_enabled: values.is_enabled,
  };
}

/** Every field is required ('Required'); the shared schema is the one the server applies. */
function validate(values: Values): Record<string, string> {
  const parsed = policyCreateSchema.safeParse(toBody(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'name');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Create Policy: name, description, type, category and status. */
export function CreatePolicyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreatePolicy();
  const form = useForm<Values>({
    initialValues: { name: '', description: '', type: null, category: null, is_enabled: true },
    validate,
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = (values: Values) =>
    create.mutate(toBody(values) as PolicyCreate, {
      onSuccess: () => {
        showSuccess(POLICY_MESSAGES.policyCreated);
        close();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        if (Object.keys(fields).length > 0) form.setErrors(fields);
        else showFailure(error, POLICY_MESSAGES.policyCreateFailed);
      },
    });

  const type = form.getValues().type;
  return (
    <Modal opened={opened} onClose={close} title="Create Policy" centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <PolicyTextFields inputProps={(field) => form.getInputProps(field)} />
          <Select
            label="Policy Type"
            withAsterisk
            data={TYPE_OPTIONS}
            {...form.getInputProps('type')}
            onChange={(value) => {
              form.setFieldValue('type', value);
              // A Transaction policy only takes Source of Funds: drop a category it does not offer.
              const offered = categoryOptions(value).map((o) => o.value);
              const category = form.getValues().category;
              if (category && !offered.includes(category)) form.setFieldValue('category', null);
            }}
          />
          <Select
            label="Policy Category"
            withAsterisk
            data={categoryOptions(type)}
            {...form.getInputProps('category')}
          />
          <Switch label="Live" {...form.getInputProps('is_enabled', { type: 'checkbox' })} />
          <DialogActions onCancel={close} label="Create Policy" isBusy={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
