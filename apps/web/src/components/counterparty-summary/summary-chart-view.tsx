import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { UNKNOWN_TAG } from '@riskscreen/shared';
import { entityTypeColour, SERIES_PALETTE } from '../../lib/entity-colours.ts';
import { formatPercent, formatUsd, formatUsdAmount } from '../../lib/format.ts';
import { type ChartSlice, type GroupMode, type SummaryDirection, sliceTooltip } from './summary-model.ts';

const TITLES: Record<SummaryDirection, string> = { incoming: 'Incoming', outgoing: 'Outgoing' };
/** Spec part 2 §9: 300 × 350 px per donut, 400 × 400 when only one direction shows. */
const SIZES = { pair: { width: 300, height: 350 }, single: { width: 400, height: 400 } };
/** The legend column beside each donut. */
const LEGEND_WIDTH = 170;

type Props = {
  direction: SummaryDirection;
  slices: ChartSlice[];
  mode: GroupMode;
  isSingle: boolean;
};

/** A donut per direction, coloured by entity type (or a palette when grouped by subtype or name). */
export function SummaryChartView({ direction, slices, mode, isSingle }: Props) {
  const size = isSingle ? SIZES.single : SIZES.pair;
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const data = slices.map((slice, i) => ({
    name: slice.name,
    value: slice.value,
    // By type, the entity type's own colour; by subtype or name a palette, with Unknown always grey.
    color:
      mode === 'type' || slice.name === UNKNOWN_TAG
        ? entityTypeColour(slice.name === UNKNOWN_TAG ? UNKNOWN_TAG : slice.type)
        : (SERIES_PALETTE[i % SERIES_PALETTE.length] ?? 'gray'),
  }));
  return (
    <Group gap="md" align="flex-start" wrap="nowrap" data-testid={`summary-chart-view-${direction}`}>
      <Stack
        gap={4}
        w={size.width}
        h={size.height}
        align="center"
        style={{ flex: 'none' }}
        data-testid={`summary-chart-${direction}`}
        data-size={`${size.width}x${size.height}`}
      >
        <Text fw={600} size="sm">
          {TITLES[direction]}
        </Text>
        {data.length === 0 ? (
          <Text c="dimmed" size="sm" mt="xl">
            No {direction} counterparties
          </Text>
        ) : (
          <DonutChart
            data={data}
            size={size.width - 60}
            thickness={isSingle ? 44 : 34}
            chartLabel={formatUsd(total)}
            tooltipDataSource="segment"
            tooltipProps={{
              content: ({ payload }) => {
                const item = payload?.[0];
                if (!item) return null;
                return (
                  <Paper shadow="md" p={8} withBorder data-testid="summary-chart-tooltip">
                    <Text size="xs">
                      {sliceTooltip(direction, String(item.name), formatUsdAmount(Number(item.value)))}
                    </Text>
                  </Paper>
                );
              },
            }}
            pieProps={{ isAnimationActive: false }}
            styles={{ label: { pointerEvents: 'none' } }}
          />
        )}
      </Stack>
      {data.length > 0 && (
        // Every slice is listed, beside the donut: small slices (Darknet, Coin Mixer…) matter most here.
        <Stack
          gap={4}
          w={LEGEND_WIDTH}
          mah={size.height}
          pt={28}
          style={{ overflowY: 'auto', flex: 'none' }}
          data-testid={`summary-legend-${direction}`}
        >
          {data.map((d) => (
            // A long entity name is cut to the column: hovering the item shows it whole, with its amount.
            <Tooltip
              key={d.name}
              label={`${d.name}: ${formatUsd(d.value)}`}
              multiline
              maw={280}
              openDelay={150}
              position="left"
            >
              <Group gap={6} wrap="nowrap" data-testid="summary-legend-item">
                <Box w={8} h={8} style={{ flex: 'none', background: d.color }} />
                <Text size="xs" truncate style={{ flex: 1, minWidth: 0 }}>
                  {d.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatPercent(total > 0 ? d.value / total : 0)}
                </Text>
              </Group>
            </Tooltip>
          ))}
        </Stack>
      )}
    </Group>
  );
}
