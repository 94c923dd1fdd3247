import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { truncateMiddle } from '../../../lib/format.ts';

/** The first column of a customer's address or transfer table: the identifier, linking to its own page. */
export function identifierLinkColumn<Row extends { identifier: string }>(column: {
  header: string;
  to: (row: Row) => string;
  truncateTo: number;
  testId: string;
}): DataTableColumn<Row> {
  return {
    key: 'identifier',
    header: column.header,
    render: (row) => (
      <Anchor
        component={Link}
        to={column.to(row)}
        size="sm"
        ff="monospace"
        title={row.identifier}
        data-testid={column.testId}
      >
        {truncateMiddle(row.identifier, column.truncateTo)}
      </Anchor>
    ),
  };
}

/** The Blockchain column: the chain's short code. */
export function chainColumn<Row extends { currency_short: string }>(): DataTableColumn<Row> {
  return {
    key: 'chain',
    header: 'Blockchain',
    render: (row) => (
      <Badge variant="light" color="gray">
        {row.currency_short}
      </Badge>
    ),
  };
}

/** An asset's row head in the holdings and flow tables: its chain and its token. */
export function AssetCell({ currencyShort, token }: { currencyShort: string; token: string }) {
  return (
    <Table.Td>
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" color="gray" size="sm">
          {currencyShort}
        </Badge>
        <Text size="sm">{token}</Text>
      </Group>
    </Table.Td>
  );
}
