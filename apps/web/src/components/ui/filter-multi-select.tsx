import { MultiSelect, type MultiSelectProps, Pill } from '@mantine/core';

/** Selected items shown by name before the rest collapse into '+N more'. */
const SHOWN_ITEMS = 2;

export type FilterMultiSelectProps = Omit<MultiSelectProps, 'value' | 'onChange' | 'renderPill'> & {
  value: string[];
  onChange: (value: string[]) => void;
};

/** A filter dropdown: searchable, several choices, showing two selected items then '+N more' (spec part 1 §2). */
export function FilterMultiSelect({ value, onChange, ...props }: FilterMultiSelectProps) {
  return (
    <MultiSelect
      searchable
      clearable
      nothingFoundMessage="Nothing found"
      {...props}
      // One line however many are chosen: the typing field shrinks instead of wrapping under the pills.
      styles={{ pillsList: { flexWrap: 'nowrap', overflow: 'hidden' }, inputField: { minWidth: '2rem' } }}
      value={value}
      onChange={onChange}
      renderPill={({ option, value: item, onRemove }) => {
        const index = value.indexOf(String(item));
        if (index < SHOWN_ITEMS) {
          return (
            <Pill withRemoveButton onRemove={onRemove}>
              {option?.label ?? item}
            </Pill>
          );
        }
        return index === SHOWN_ITEMS ? <Pill>+{value.length - SHOWN_ITEMS} more</Pill> : null;
      }}
    />
  );
}
