import { Select } from '@mantine/core';

type Choice = { value: string; label: string };

/** Payment type (or inactivity type): 1, 2, or both [1, 2] (spec §5); 3, the object itself, where offered. */
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
  const single = value.length === 1 ? value[0] : undefined;
  const isChoice = (n: number | undefined) => choices.some((c) => c.value === String(n));
  const selected = single !== undefined && isChoice(single) ? String(single) : 'both';
  return (
    <Select
      label={label}
      data={choices}
      value={selected}
      error={error}
      allowDeselect={false}
      onChange={(next) => onChange(next === null || next === 'both' ? [1, 2] : [Number(next)])}
    />
  );
}
