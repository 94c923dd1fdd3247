import { Select } from '@mantine/core';

type Choice = { value: string; label: string };

/** Payment type (or inactivity type): 1, 2, or both [1, 2] (spec §5). */
export function DirectionField({
  label,
  choices,
  value,
  error,
  onChange,
}: {
  label: string;
  choices: Choice[];
  value: readonly number[];
  error?: string;
  onChange: (value: number[]) => void;
}) {
  const selected = value.length === 1 && (value[0] === 1 || value[0] === 2) ? String(value[0]) : 'both';
  return (
    <Select
      label={label}
      data={choices}
      value={selected}
      error={error}
      allowDeselect={false}
      onChange={(next) => onChange(next === '1' ? [1] : next === '2' ? [2] : [1, 2])}
    />
  );
}
