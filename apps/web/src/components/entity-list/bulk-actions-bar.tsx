import { Anchor, Button, Group, Menu, Text } from '@mantine/core';
import type { ExportFormat } from '@riskscreen/shared';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { counted, groupDigits } from '../../lib/format.ts';
import { type ListSelection, selectedCount } from '../../lib/list-selection.ts';
import { FormatSplitButton } from '../ui/format-split-button.tsx';

type Props<T> = {
  selection: ListSelection<T>;
  /** Rows matching the filters. */
  total: number;
  /** Rows shown on this page. */
  pageSize: number;
  onSelectAllMatching: () => void;
  onClear: () => void;
  /** No Download button without it; the button gives CSV, its menu CSV or XLSX. */
  onDownload?: ((format: ExportFormat) => void) | undefined;
  isDownloading: boolean;
  /** The list's own bulk actions, in place of the default menu. */
  actions?: ReactNode;
  /** 'Select all matching results' is offered only up to this many results. */
  selectAllLimit?: number | undefined;
  /** Opens Update Open Alerts for the selection (the default menu's first item). */
  onUpdateOpenAlerts?: (() => void) | undefined;
  /** Opens Add to Case for the selection: the ticked rows, or all matching (the default menu's second item). */
  onAddToCase?: (() => void) | undefined;
};

/**
 * 'Select all matching results' is offered once a page's worth is ticked (or every result, when fewer), while not
 * all are, and (for lists with a limit) when there are not more results than the limit.
 */
export function canSelectAllMatching<T>(
  selection: ListSelection<T>,
  { total, pageSize, limit }: { total: number; pageSize: number; limit?: number | undefined },
): boolean {
  if (selection.mode === 'all') return false;
  const count = selection.rows.size;
  return count >= Math.min(pageSize, total) && count < total && (limit === undefined || total <= limit);
}

/**
 * What is selected and what can be done with it: the count, 'select all matching results', clear, the bulk
 * menu (Update Open Alerts, Add to Case) and the download of the selection.
 */
export function BulkActionsBar<T>(props: Props<T>) {
  const { selection, total, pageSize, onSelectAllMatching, onClear, onDownload, isDownloading } = props;
  const isSelectAllOffered = canSelectAllMatching(selection, {
    total,
    pageSize,
    limit: props.selectAllLimit,
  });
  const count = selectedCount(selection, total);
  const hasSelection = count > 0;
  return (
    <Group justify="space-between" gap="sm" mih={36} data-testid="bulk-actions">
      <Group gap="sm">
        {hasSelection ? (
          <>
            <Text size="sm" data-testid="selected-count">
              {selection.mode === 'all'
                ? `All ${groupDigits(total)} matching results selected`
                : `${groupDigits(count)} selected`}
            </Text>
            {isSelectAllOffered && (
              <Anchor component="button" size="sm" onClick={onSelectAllMatching}>
                Select all {groupDigits(total)} matching results
              </Anchor>
            )}
            <Anchor component="button" size="sm" c="dimmed" onClick={onClear}>
              Clear selection
            </Anchor>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {counted(total, 'result')}
          </Text>
        )}
      </Group>
      <Group gap="xs">
        {props.actions ?? (
          <DefaultBulkMenu
            isDisabled={!hasSelection}
            onUpdateOpenAlerts={props.onUpdateOpenAlerts}
            onAddToCase={props.onAddToCase}
          />
        )}
        {onDownload && (
          <FormatSplitButton
            label="Download"
            size="xs"
            disabled={!hasSelection}
            loading={isDownloading}
            onChoose={onDownload}
          />
        )}
      </Group>
    </Group>
  );
}

/** The 'Bulk actions' button and its menu of the given items: every list's bulk menu. */
export function BulkMenu({ isDisabled, children }: { isDisabled: boolean; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          rightSection={<IconChevronDown size={14} />}
          disabled={isDisabled}
        >
          Bulk actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** The entity lists' bulk menu: Update Open Alerts, Add to Case. */
function DefaultBulkMenu({
  isDisabled,
  onUpdateOpenAlerts,
  onAddToCase,
}: {
  isDisabled: boolean;
  onUpdateOpenAlerts?: (() => void) | undefined;
  onAddToCase?: (() => void) | undefined;
}) {
  return (
    <BulkMenu isDisabled={isDisabled}>
      <Menu.Item disabled={!onUpdateOpenAlerts} onClick={onUpdateOpenAlerts}>
        Update Open Alerts
      </Menu.Item>
      <Menu.Item disabled={!onAddToCase} onClick={onAddToCase}>
        Add to Case
      </Menu.Item>
    </BulkMenu>
  );
}
