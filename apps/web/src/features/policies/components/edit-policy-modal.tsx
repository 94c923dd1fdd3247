import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Policy, policyUpdateSchema } from '@riskscreen/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdatePolicy } from '../api.ts';
import { showFailure, showSuccess } from '../error-message.ts';
import { POLICY_MESSAGES } from '../messages.ts';
import { PolicyTextFields } from './policy-text-fields.tsx';

type Values = { name: string; description: string };

function validate(values: Values): Record<string, string> {
  const parsed = policyUpdateSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** Edit Policy Details: name and description; type and category are read-only (spec part 3 §5). */
export function EditPolicyModal({
  policy,
  opened,
  onClose,
}: {
  policy: Policy;
  opened: boolean;
  onClose: () => void;
}) {
  const update = useUpdatePolicy();
  const form = useForm<Values>({
    initialValues: { name: policy.name, description: policy.description },
    validate,
  });

  const submit = (values: Values) =>
    update.mutate(
      { policy, change: values },
      {
        onSuccess: () => {
          showSuccess(POLICY_MESSAGES.policyUpdated);
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          else showFailure(error);
        },
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title="Edit Policy Details" centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <PolicyTextFields inputProps={(field) => form.getInputProps(field)} />
          <TextInput label="Policy Type" value={policy.type_verbose} readOnly disabled />
          <TextInput label="Policy Category" value={policy.category_verbose} readOnly disabled />
          <DialogActions onCancel={onClose} label="Save" isBusy={update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
