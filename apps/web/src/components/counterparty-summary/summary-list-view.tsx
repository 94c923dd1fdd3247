import { Badge, Box, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { entityTypeColour } from '../../lib/entity-colours.ts';
import { formatPercent, formatUsd } from '../../lib/format.ts';
import { TableEmptyState } from '../ui/data-table.tsx';
import type { SummaryDirection, SummaryGroup } from './summary-model.ts';
import { useWholeRowsHeight } from './whole-rows.ts';

const TITLES: Record<SummaryDirection, string> = { incoming: 'Incoming', outgoing: 'Outgoing' };
/** The list scrolls past this height, cut after the last whole row. */
const MAX_LIST_HEIGHT = 360;

type Props = {
  direction: SummaryDirection;
  groups: SummaryGroup[];
  onExplain?: (direction: SummaryDirection, group: SummaryGroup) => void;
};

/** One direction's rows: entity (or type/subtype), exposure type, USD with two decimals and the taint percent. */
export function SummaryListView({ direction, groups, onExplain }: Props) {
  const tableRef = useRef<HTMLTableElement>(null);
  const fit = useWholeRowsHeight(tableRef, MAX_LIST_HEIGHT, groups);
  return (
    <Stack gap={4} data-testid={`summary-list-${direction}`}>
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {TITLES[direction]}
        </Text>
        {fit.hiddenRows > 0 && (
          <Text size="xs" c="dimmed" data-testid={`summary-list-more-${direction}`}>
            {groups.length} rows · scroll for {fit.hiddenRows} more
          </Text>
        )}
      </Group>
      <Table.ScrollContainer minWidth={420} mah={fit.height}>
        <Table ref={tableRef} verticalSpacing={6} highlightOnHover stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Entity</Table.Th>
              <Table.Th>Exposure</Table.Th>
              <Table.Th ta="right">Amount (USD)</Table.Th>
              <Table.Th ta="right">%</Table.Th>
              {onExplain && <Table.Th w={70} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={onExplain ? 5 : 4} py="sm">
                  <TableEmptyState hint={`No ${direction} counterparties`} />
                </Table.Td>
              </Table.Tr>
            )}
            {groups.map((group) => (
              <Table.Tr key={group.key} data-testid="summary-row">
                <Table.Td>
                  <Group gap={8} wrap="nowrap">
                    <Box
                      w={10}
                      h={10}
                      style={{ borderRadius: 2, flex: 'none', background: entityTypeColour(group.type) }}
                    />
                    <Text size="sm" data-testid="summary-row-label">
                      {group.label}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge size="xs" variant="light" color={group.exposureType === 'direct' ? 'blue' : 'grape'}>
                    {group.exposureType === 'direct' ? 'Direct' : 'Indirect'}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" ff="monospace" data-testid="summary-row-usd">
                    {formatUsd(group.valueUsd)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" data-testid="summary-row-share">
                    {formatPercent(group.share)}
                  </Text>
                </Table.Td>
                {onExplain && (
                  <Table.Td>
                    <Tooltip label="The paths behind this figure" withArrow openDelay={100}>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        leftSection={<IconHelpCircle size={14} />}
                        onClick={() => onExplain(direction, group)}
                        aria-label={`Why? ${group.label} ${group.exposureType}`}
                      >
                        Why?
                      </Button>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
