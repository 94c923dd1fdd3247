import { Button, Group, Indicator, Pill, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { ENTITY_TYPE_FILTER_VALUES } from '../../lib/entity-colours.ts';
import { FilterMultiSelect } from '../ui/filter-multi-select.tsx';
import {
  EMPTY_FILTER,
  filterChips,
  isFilterEmpty,
  removeChip,
  type SummaryFilter,
  type SummaryRow,
  subtypeOptions,
} from './summary-model.ts';

type Props = { filter: SummaryFilter; onChange: (filter: SummaryFilter) => void; rows: SummaryRow[] };

/** The Filter button and its popover: entity types (17 + Unknown), subtypes and a name search. */
export function SummaryFilterButton({ filter, onChange, rows }: Props) {
  const count = filterChips(filter).length;
  return (
    <Popover position="bottom-end" width={320} shadow="md" withinPortal={false} trapFocus>
      <Popover.Target>
        <Indicator label={count} size={16} disabled={count === 0}>
          <Button variant="default" size="xs" leftSection={<IconFilter size={14} />}>
            Filter
          </Button>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown data-testid="summary-filter">
        <Stack gap="sm">
          <FilterMultiSelect
            label="Entity Types"
            placeholder="All types"
            data={[...ENTITY_TYPE_FILTER_VALUES]}
            value={filter.types}
            onChange={(types) => onChange({ ...filter, types })}
            comboboxProps={{ withinPortal: false }}
          />
          <FilterMultiSelect
            label="Entity Subtypes"
            placeholder="All subtypes"
            data={subtypeOptions(filter.types, rows)}
            value={filter.subtypes}
            onChange={(subtypes) => onChange({ ...filter, subtypes })}
            comboboxProps={{ withinPortal: false }}
          />
          <TextInput
            label="Entity Name"
            placeholder="Search by name"
            value={filter.name}
            onChange={(event) => onChange({ ...filter, name: event.currentTarget.value })}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Applied filters as chips, each removable, and 'Reset all'. */
export function SummaryFilterChips({ filter, onChange }: Omit<Props, 'rows'>) {
  if (isFilterEmpty(filter)) return null;
  return (
    <Group gap="xs" data-testid="summary-filter-chips">
      <Text size="xs" c="dimmed">
        Filters:
      </Text>
      {filterChips(filter).map((chip) => (
        <Pill
          key={`${chip.field}:${chip.value}`}
          withRemoveButton
          onRemove={() => onChange(removeChip(filter, chip))}
          removeButtonProps={{ 'aria-label': `Remove ${chip.label}` }}
        >
          {chip.label}
        </Pill>
      ))}
      <Button variant="subtle" size="compact-xs" onClick={() => onChange(EMPTY_FILTER)}>
        Reset all
      </Button>
    </Group>
  );
}
