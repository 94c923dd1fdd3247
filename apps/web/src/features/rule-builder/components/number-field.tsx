import { NumberInput } from '@mantine/core';

type Props = {
  label: string;
  hint?: string;
  value: string | number;
  error?: string;
  onChange: (value: string | number) => void;
};

/**
 * A number of a condition. Negative and out-of-range values can be typed on purpose: the builder then shows
 * the specification's message for them rather than silently changing what the user typed.
 */
export function NumberField({ label, hint, value, error, onChange }: Props) {
  return (
    <NumberInput
      label={label}
      description={hint}
      value={value}
      error={error}
      onChange={onChange}
      thousandSeparator=","
      hideControls
    />
  );
}
