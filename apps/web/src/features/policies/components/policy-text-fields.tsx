import { Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { POLICY_TEXT_LIMITS } from '@riskscreen/shared';

/** Name and description as both policy modals ask for them (create and edit share limits and labels). */
export function PolicyTextFields({
  inputProps,
}: {
  inputProps: (field: 'name' | 'description') => GetInputPropsReturnType;
}) {
  return (
    <>
      <TextInput
        label="Policy Name"
        withAsterisk
        maxLength={POLICY_TEXT_LIMITS.name}
        {...inputProps('name')}
      />
      <Textarea
        label="Description"
        withAsterisk
        rows={3}
        maxLength={POLICY_TEXT_LIMITS.description}
        {...inputProps('description')}
      />
    </>
  );
}
