import { FilterMultiSelect, type FilterMultiSelectProps } from './filter-multi-select.tsx';

type ChoiceProps<Value> = Omit<FilterMultiSelectProps, 'value' | 'onChange' | 'placeholder'> & {
  value: Value[];
  onChange: (value: Value[]) => void;
  /** What the field says while nothing is chosen (the filter lets everything through). */
  emptyLabel?: string;
};

/** A list's filter dropdown: small, several choices, 'All' while none is chosen. */
export function ListFilterSelect({ emptyLabel = 'All', ...props }: ChoiceProps<string>) {
  return (
    <FilterMultiSelect size="xs" placeholder={props.value.length === 0 ? emptyLabel : undefined} {...props} />
  );
}

/** The same over numbers (risk levels, stages, chains, ids), which the dropdown itself holds as strings. */
export function NumberListFilterSelect({ value, onChange, ...props }: ChoiceProps<number>) {
  return (
    <ListFilterSelect
      {...props}
      value={value.map(String)}
      onChange={(values) => onChange(values.map(Number))}
    />
  );
}
