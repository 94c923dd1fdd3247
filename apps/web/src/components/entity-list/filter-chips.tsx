import { Anchor, Group, Pill } from '@mantine/core';

/** One applied filter as a chip: what it filters on and by what, and how to take it off. */
export type FilterChip = { key: string; label: string; onRemove: () => void };

/** The applied filters of a list as removable chips, with 'Clear all'; nothing when no filter applies. */
export function FilterChips({ chips, onClearAll }: { chips: FilterChip[]; onClearAll: () => void }) {
  if (chips.length === 0) return null;
  return (
    <Group gap={6} data-testid="filter-chips">
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          size="md"
          withRemoveButton
          onRemove={chip.onRemove}
          // Unlike a pill inside an input, a chip's remove button is reachable by keyboard and named.
          removeButtonProps={{ 'aria-label': `Remove ${chip.label}`, 'aria-hidden': false, tabIndex: 0 }}
          data-testid="filter-chip"
        >
          {chip.label}
        </Pill>
      ))}
      <Anchor component="button" size="xs" onClick={onClearAll}>
        Clear all
      </Anchor>
    </Group>
  );
}
