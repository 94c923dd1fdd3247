import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { groupDigits } from '../../../lib/format.ts';

export type Slice = { name: string; value: number; color: string };

/** A donut with its total in the middle and every slice listed beside it (a zero slice too: it is a figure). */
export function LegendDonut({
  slices,
  height,
  testId,
}: {
  slices: Slice[];
  height: number;
  testId?: string;
}) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const drawn = slices.filter((s) => s.value > 0);
  return (
    <Group wrap="nowrap" align="center" gap="md" h={height} data-testid={testId}>
      <DonutChart
        data={drawn}
        // One slice is a whole ring: a stroke would cut it with a seam.
        strokeWidth={drawn.length > 1 ? 1 : 0}
        size={Math.min(170, height - 20)}
        thickness={28}
        chartLabel={groupDigits(total)}
        tooltipDataSource="segment"
        valueFormatter={groupDigits}
        pieProps={{ isAnimationActive: false }}
      />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        {slices.map((slice) => (
          <Group key={slice.name} gap={8} wrap="nowrap" justify="space-between" data-testid="legend-row">
            <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
              <Box w={10} h={10} style={{ borderRadius: 2, flex: 'none' }} bg={slice.color} />
              <Text size="sm" truncate>
                {slice.name}
              </Text>
            </Group>
            <Text size="sm" fw={500} data-testid="legend-value">
              {groupDigits(slice.value)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
