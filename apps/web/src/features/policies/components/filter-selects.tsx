import { Select } from '@mantine/core';

type Option = { value: string; label: string };

/** One select of a list's filter row: the filter it sets, its name for screen readers, its options and width. */
export type FilterSelectSpec<Key extends string> = { key: Key; label: string; data: Option[]; width: number };

/** The 'all' choice first, then one option a label (policy types, categories). */
export function withAllOption(allLabel: string, labels: Record<string, string>): Option[] {
  return [
    { value: 'all', label: allLabel },
    ...Object.entries(labels).map(([value, label]) => ({ value, label })),
  ];
}

/** The selects of a list's filter row, in order, each showing and setting its filter. */
export function FilterSelects<Key extends string>({
  selects,
  values,
  onChange,
  allowDeselect,
}: {
  selects: FilterSelectSpec<Key>[];
  values: Record<Key, string>;
  onChange: (key: Key) => (value: string | null) => void;
  allowDeselect?: boolean;
}) {
  return selects.map((select) => (
    <Select
      key={select.key}
      aria-label={select.label}
      data={select.data}
      value={values[select.key]}
      onChange={onChange(select.key)}
      w={select.width}
      allowDeselect={allowDeselect}
    />
  ));
}
