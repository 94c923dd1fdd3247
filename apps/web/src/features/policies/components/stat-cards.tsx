import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { groupDigits } from '../../../lib/format.ts';

export type Stat = { label: string; value: string | number | undefined; hint: string };

/** hit_rate comes as a percent with 2 decimals. */
export function formatHitRate(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

export function formatCount(count: number): string {
  return groupDigits(count);
}

/** A row of number cards (flagged objects, hit rate). */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: stats.length }} spacing="sm">
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder radius="md" p="md" data-testid={`stat-${stat.label}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {stat.label}
          </Text>
          {stat.value === undefined ? (
            <Skeleton h={28} mt={6} w={80} />
          ) : (
            <Text fz={26} fw={700}>
              {stat.value}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {stat.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
