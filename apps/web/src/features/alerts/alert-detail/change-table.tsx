import { Alert, Badge, Center, Loader, Table, Text, Tooltip } from '@mantine/core';
import type { SnapshotChangeDto, SnapshotChangeStatus, SnapshotComparisonDto } from '@riskscreen/shared';
import { TableEmptyState } from '../../../components/ui/data-table.tsx';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { formatDate, formatUsd, truncateMiddle } from '../../../lib/format.ts';

export const CHANGE_STATUS_LABELS: Record<SnapshotChangeStatus, string> = {
  new: 'New',
  removed: 'Removed',
  increased: 'Increased',
  decreased: 'Decreased',
  unchanged: 'Unchanged',
};
const CHANGE_STATUS_COLOURS: Record<SnapshotChangeStatus, string> = {
  new: 'red',
  removed: 'gray',
  increased: 'orange',
  decreased: 'teal',
  unchanged: 'blue',
};
const COMPARISON_ERROR = 'Error while loading the comparison';

type Props = {
  comparison: SnapshotComparisonDto | undefined;
  isLoading: boolean;
  error: unknown;
  timeZone: string | undefined;
};

function addressesText(addresses: string[]): string {
  if (addresses.length === 0) return '-';
  const first = truncateMiddle(addresses[0] ?? '', 16);
  return addresses.length === 1 ? first : `${first} +${addresses.length - 1}`;
}

/** A snapshot compared with now: one row per counterparty, with a status badge saying how it changed. */
export function ChangeTable({ comparison, isLoading, error, timeZone }: Props) {
  if (isLoading) {
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  if (error || !comparison) {
    return (
      <Alert color="red" variant="light">
        {COMPARISON_ERROR}
      </Alert>
    );
  }
  return (
    <>
      <Text size="xs" c="dimmed" mb="xs">
        Snapshot of {formatDate(comparison.taken_at, timeZone)} compared with{' '}
        {formatDate(comparison.compared_at, timeZone)}
      </Text>
      {comparison.changes.length === 0 ? (
        <Center py="md">
          <TableEmptyState hint="No counterparties to compare" />
        </Center>
      ) : (
        <PlainTable
          minWidth={820}
          verticalSpacing="xs"
          striped
          data-testid="change-table"
          headers={[
            'Status',
            'Direction',
            'Entity',
            'Type',
            'Exposure',
            'Addresses',
            { label: 'Then (USD)', isNumeric: true },
            { label: 'Now (USD)', isNumeric: true },
          ]}
        >
          {comparison.changes.map((change, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are ordered and the server gives them no id
            <ChangeRow key={i} change={change} />
          ))}
        </PlainTable>
      )}
    </>
  );
}

function ChangeRow({ change }: { change: SnapshotChangeDto }) {
  const subtype =
    // An unknown subtype says nothing: the type stands alone.
    change.entity_subtype &&
    change.entity_subtype !== change.entity_type &&
    change.entity_subtype !== 'Unknown'
      ? ` · ${change.entity_subtype}`
      : '';
  return (
    <Table.Tr data-testid="change-row">
      <Table.Td>
        <Badge
          size="sm"
          variant="light"
          color={CHANGE_STATUS_COLOURS[change.change_status]}
          data-testid="change-status"
        >
          {CHANGE_STATUS_LABELS[change.change_status]}
        </Badge>
      </Table.Td>
      <Table.Td>{change.direction === 'incoming' ? 'Incoming' : 'Outgoing'}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {change.entity_name || 'Unknown'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {change.entity_type}
          {subtype}
        </Text>
      </Table.Td>
      <Table.Td style={{ textTransform: 'capitalize' }}>{change.exposure_type}</Table.Td>
      <Table.Td>
        <Tooltip
          label={change.addresses.slice(0, 10).join('\n')}
          disabled={change.addresses.length === 0}
          multiline
        >
          <Text size="xs" ff="monospace">
            {addressesText(change.addresses)}
          </Text>
        </Tooltip>
      </Table.Td>
      <Table.Td ta="right">{formatUsd(change.previous_value_usd)}</Table.Td>
      <Table.Td ta="right">{formatUsd(change.total_value_usd)}</Table.Td>
    </Table.Tr>
  );
}
