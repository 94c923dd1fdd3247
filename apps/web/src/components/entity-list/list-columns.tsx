import { Anchor, Badge, Text, Tooltip } from '@mantine/core';
import { type DataCoverage, LIMITS } from '@riskscreen/shared';
import { Link } from 'react-router';
import { truncateMiddle } from '../../lib/format.ts';
import { routes } from '../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';
import type { DataTableColumn } from '../ui/data-table.tsx';
import { RiskLevelTag } from '../ui/risk-level-badge.tsx';

/** The columns both entity lists share; each list picks and orders them in its config. */

type Identified = { identifier: string };
type OnChain = { currency_short: string; currency_verbose: string };

/** The entity's identifier, shortened keeping both ends, the full text on hover. */
export function identifierColumn<Row extends Identified>(
  header: string,
  length: number,
  testId: string,
): DataTableColumn<Row> {
  return {
    key: 'identifier',
    header,
    render: (row) => (
      <Text size="sm" ff="monospace" title={row.identifier} data-testid={testId}>
        {truncateMiddle(row.identifier, length)}
      </Text>
    ),
  };
}

/** The chain's short name as a badge, its full name on hover. */
export function blockchainColumn<Row extends OnChain>(testId: string): DataTableColumn<Row> {
  return {
    key: 'blockchain',
    header: 'Blockchain',
    render: (row) => (
      <Badge variant="light" color="gray" title={row.currency_verbose} data-testid={testId}>
        {row.currency_short}
      </Badge>
    ),
  };
}

/** A value (customer id, a party's address) shortened keeping both ends, the full text in a tooltip; '-' if none. */
export function shortenedColumn<Row>(
  key: string,
  header: string,
  textOf: (row: Row) => string | null,
  length: number,
): DataTableColumn<Row> {
  return { key, header, render: (row) => <Shortened value={textOf(row)} length={length} /> };
}

function Shortened({ value, length }: { value: string | null; length: number }) {
  if (!value) return <Text size="sm">-</Text>;
  return (
    <Tooltip label={value} withArrow openDelay={300}>
      {/* Shortened to fit: it never wraps. */}
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {truncateMiddle(value, length)}
      </Text>
    </Tooltip>
  );
}

/** The Risk Level column: 'No data' rather than No Risk for a row screened without its chain data. */
export function riskColumn<
  Row extends { risk_level: number; data_coverage?: DataCoverage },
>(): DataTableColumn<Row> {
  return {
    key: 'risk',
    header: 'Risk Level',
    render: (row) => <RiskLevelTag level={row.risk_level} size="xs" coverage={row.data_coverage} />,
  };
}

/**
 * The Customer Id column: the id leads on to everything the workspace screened for that customer (the global
 * search finds screened rows by customer id) instead of being a dead end; ids too short for a search stay text.
 */
export function customerIdColumn<Row extends { customer_id: string | null }>(
  length: number,
): DataTableColumn<Row> {
  return {
    key: 'customer',
    header: 'Customer Id',
    render: (row) => <CustomerIdLink customerId={row.customer_id} length={length} />,
  };
}

function CustomerIdLink({ customerId, length }: { customerId: string | null; length: number }) {
  const workspace = useWorkspaceSlug();
  if (!customerId || customerId.length < LIMITS.searchMinLength)
    return <Shortened value={customerId} length={length} />;
  const to = withWorkspace(routes.search({ q: customerId, search_entity_type: 'all' }), workspace);
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      ff="monospace"
      title={`Everything screened for customer ${customerId}`}
      onClick={(event) => event.stopPropagation()}
    >
      {truncateMiddle(customerId, length)}
    </Anchor>
  );
}
