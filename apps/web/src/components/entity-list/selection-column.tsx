import { Checkbox } from '@mantine/core';
import { isRowSelected, type ListSelection, pageState } from '../../lib/list-selection.ts';
import type { DataTableColumn } from '../ui/data-table.tsx';

type Options<T> = {
  selection: ListSelection<T>;
  pageRows: readonly T[];
  idOf: (row: T) => number;
  onToggleRow: (row: T) => void;
  onTogglePage: () => void;
};

/** The select-box column: a row box per row, the header box ticks the page (spec part 2 §2, Lists). */
export function selectionColumn<T>(options: Options<T>): DataTableColumn<T> {
  const { selection, pageRows, idOf, onToggleRow, onTogglePage } = options;
  const state = pageState(selection, pageRows, idOf);
  return {
    key: 'select',
    width: 40,
    header: (
      <Checkbox
        aria-label="Select page"
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={pageRows.length === 0}
        onChange={onTogglePage}
      />
    ),
    render: (row) => (
      // The row opens the entity on click; the box and the cell around it must not.
      <div onClick={(event) => event.stopPropagation()}>
        <Checkbox
          aria-label="Select row"
          checked={isRowSelected(selection, idOf(row))}
          onChange={() => onToggleRow(row)}
          data-testid="row-select"
        />
      </div>
    ),
  };
}
