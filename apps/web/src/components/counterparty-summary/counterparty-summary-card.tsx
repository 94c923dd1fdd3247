import {
  Alert,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CategoryTotalDto, CounterpartySummaryRowDto } from '@riskscreen/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatUsd, groupDigits } from '../../lib/format.ts';
import { DimmedNote } from '../ui/dimmed-note.tsx';
import { type ExplainTarget, ExplanationDrawer, type ExplanationSource } from './explanation-drawer.tsx';
import { labelsBeyondRows } from './labels-beyond-rows.ts';
import { SummaryFilterButton, SummaryFilterChips } from './summary-filters.tsx';
import { SummaryListView } from './summary-list-view.tsx';
import {
  chartSlices,
  type DirectionTotals,
  directionTotals,
  EMPTY_FILTER,
  GROUP_MODE_LABELS,
  type GroupMode,
  groupRows,
  SUMMARY_DIRECTIONS,
  type SummaryDirection,
  type SummaryFilter,
  toSummaryRow,
} from './summary-model.ts';

// Charts (recharts) load when the chart view is first opened.
const SummaryChartView = lazy(() =>
  import('./summary-chart-view.tsx').then((m) => ({ default: m.SummaryChartView })),
);

export const SUMMARY_LOAD_ERROR = 'Error while loading the counterparty summary';

/** A 400 with a text shows that text; anything else the card's generic message (spec part 2 §8). */
export function summaryErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return errorText(error.body) || SUMMARY_LOAD_ERROR;
  return SUMMARY_LOAD_ERROR;
}

type Props = {
  incoming: CounterpartySummaryRowDto[] | undefined;
  outgoing: CounterpartySummaryRowDto[] | undefined;
  isLoading?: boolean;
  error?: unknown;
  /** Enables the 'Why?' action on rows. */
  explanations?: ExplanationSource;
  /**
   * Addresses in the cluster of the screened address when the figures were traced from the whole cluster; the card
   * then says so, since they exceed the address's own totals shown in its header.
   */
  clusterSize?: number | null;
  /** Every category reached per direction (the detail's totals), to name labels the rows list under another. */
  categories?: Partial<Record<SummaryDirection, CategoryTotalDto[] | undefined>>;
};

type View = 'list' | 'chart';

const TOTAL_TITLES: Record<SummaryDirection, string> = {
  incoming: 'Total Incoming',
  outgoing: 'Total Outgoing',
};

/** The Counterparty Summary card (spec part 2 §2): list and chart views, grouping, filters, totals, 'Why?'. */
/** The note under the totals when they cover a cluster rather than the one address. */
export function clusterNote(clusterSize: number | null | undefined): string | null {
  if (!clusterSize || clusterSize < 2) return null;
  return `Totals cover the cluster of this address: ${groupDigits(clusterSize)} addresses, so they exceed the address's own received and sent totals.`;
}

export function CounterpartySummaryCard(props: Props) {
  const { incoming, outgoing, isLoading, error, explanations, clusterSize, categories } = props;
  const note = clusterNote(clusterSize);
  const [view, setView] = useState<View>('list');
  const [mode, setMode] = useState<GroupMode>('type');
  const [filter, setFilter] = useState<SummaryFilter>(EMPTY_FILTER);
  const [explaining, setExplaining] = useState<ExplainTarget | null>(null);

  const rows = useMemo(
    () => ({ incoming: (incoming ?? []).map(toSummaryRow), outgoing: (outgoing ?? []).map(toSummaryRow) }),
    [incoming, outgoing],
  );
  const totals = useMemo(
    () => ({ incoming: directionTotals(rows.incoming), outgoing: directionTotals(rows.outgoing) }),
    [rows],
  );
  const groups = useMemo(
    () => ({
      incoming: groupRows(rows.incoming, mode, filter, totals.incoming.total),
      outgoing: groupRows(rows.outgoing, mode, filter, totals.outgoing.total),
    }),
    [rows, mode, filter, totals],
  );
  const chartDirections = SUMMARY_DIRECTIONS.filter((d) => rows[d].length > 0);

  let body: ReactNode;
  if (isLoading) body = <Skeleton height={220} />;
  else if (error) {
    body = (
      <Alert color="red" variant="light" data-testid="summary-error">
        {summaryErrorText(error)}
      </Alert>
    );
  } else if (view === 'list') {
    body = (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {SUMMARY_DIRECTIONS.map((direction) => (
          <SummaryListView
            key={direction}
            direction={direction}
            groups={groups[direction]}
            onExplain={explanations ? (d, group) => setExplaining({ direction: d, group }) : undefined}
          />
        ))}
      </SimpleGrid>
    );
  } else {
    body = (
      <Suspense fallback={<Skeleton height={350} />}>
        <Group justify="space-around" align="flex-start" data-testid="summary-charts">
          {(chartDirections.length > 0 ? chartDirections : SUMMARY_DIRECTIONS).map((direction) => (
            <SummaryChartView
              key={direction}
              direction={direction}
              slices={chartSlices(groups[direction])}
              mode={mode}
              isSingle={chartDirections.length === 1}
            />
          ))}
        </Group>
      </Suspense>
    );
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="counterparty-summary">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>Counterparty Summary</Title>
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value as View)}
              data={[
                { value: 'list', label: 'List view' },
                { value: 'chart', label: 'Chart view' },
              ]}
            />
            <Select
              size="xs"
              w={170}
              aria-label="Group by"
              allowDeselect={false}
              value={mode}
              onChange={(value) => value && setMode(value as GroupMode)}
              data={Object.entries(GROUP_MODE_LABELS).map(([value, label]) => ({ value, label }))}
              comboboxProps={{ withinPortal: false }}
            />
            <SummaryFilterButton
              filter={filter}
              onChange={setFilter}
              rows={[...rows.incoming, ...rows.outgoing]}
            />
          </Group>
        </Group>
        <SummaryFilterChips filter={filter} onChange={setFilter} />
        {!isLoading && !error && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {SUMMARY_DIRECTIONS.map((direction) => (
              <TotalsLine key={direction} direction={direction} totals={totals[direction]} />
            ))}
          </SimpleGrid>
        )}
        {note && !error && <DimmedNote text={note} testId="summary-cluster-note" />}
        {body}
        {!isLoading &&
          !error &&
          SUMMARY_DIRECTIONS.map((direction) => (
            <LabelsBeyondRowsNote
              key={direction}
              direction={direction}
              rows={direction === 'incoming' ? incoming : outgoing}
              categories={categories?.[direction]}
            />
          ))}
      </Stack>
      {explanations && (
        <ExplanationDrawer source={explanations} target={explaining} onClose={() => setExplaining(null)} />
      )}
    </Paper>
  );
}

function TotalsLine({ direction, totals }: { direction: SummaryDirection; totals: DirectionTotals }) {
  return (
    <Group gap="xl" data-testid={`summary-totals-${direction}`}>
      <Figure label={TOTAL_TITLES[direction]} value={totals.total} strong />
      <Figure label="Direct Exposure" value={totals.direct} />
      <Figure label="Indirect Exposure" value={totals.indirect} />
      <Figure
        label="Unknown"
        value={totals.unknown}
        hint="Flow to or from counterparties no entity is known for: part of the total, no exposure."
      />
    </Group>
  );
}

const DIRECTION_WORDS: Record<SummaryDirection, string> = { incoming: 'Incoming', outgoing: 'Outgoing' };

/** Names the labels that rows show under another type, so a Sanctions alert never meets a summary without it. */
function LabelsBeyondRowsNote(props: {
  direction: SummaryDirection;
  rows: CounterpartySummaryRowDto[] | undefined;
  categories: CategoryTotalDto[] | undefined;
}) {
  const beyond = labelsBeyondRows(props.rows, props.categories);
  if (beyond.length === 0) return null;
  const list = beyond.map((b) => `${b.category} ${formatUsd(b.valueUsd)}`).join(', ');
  return (
    <Alert
      variant="light"
      color="orange"
      p="xs"
      icon={<IconInfoCircle size={16} />}
      data-testid={`summary-labels-beyond-${props.direction}`}
    >
      <Text size="xs">
        {DIRECTION_WORDS[props.direction]}: counterparties listed above under their main label also carry{' '}
        {list}. Rules count every label.
      </Text>
    </Alert>
  );
}

function Figure(props: { label: string; value: number; strong?: boolean; hint?: string }) {
  const { label, value, strong, hint } = props;
  return (
    <Stack gap={0} title={hint}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {formatUsd(value)}
      </Text>
    </Stack>
  );
}
