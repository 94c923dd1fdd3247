import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { RISK_LEVEL_LABELS, type RiskLevel, type RiskLevelCounts } from '@riskscreen/shared';
import { Link, useNavigate } from 'react-router';
import { RISK_LEVEL_COLOURS } from '../../../components/ui/risk-level-badge.tsx';
import { groupDigits } from '../../../lib/format.ts';
import { useWorkspaceSlug } from '../../../lib/workspace.ts';
import { PENDING_LEVELS, type PendingKind, pendingListLink } from '../dashboard-links.ts';
import { WidgetCard, type WidgetState } from './widget-card.tsx';

const TITLES: Record<PendingKind, string> = {
  addresses: 'Pending Addresses',
  transactions: 'Pending Transactions',
  customers: 'Pending Customers',
};
const HEIGHT = 220;

type Props = {
  kind: PendingKind;
  counts: RiskLevelCounts | undefined;
  state: WidgetState;
  onRetry: (() => void) | undefined;
};

/**
 * The workspace's screened objects of a kind by risk level now (the period does not apply). A slice or a legend
 * entry opens the list filtered by its level; the total opens it filtered by every level.
 */
export function PendingPie({ kind, counts, state, onRetry }: Props) {
  const workspace = useWorkspaceSlug();
  const navigate = useNavigate();
  const slices = PENDING_LEVELS.map((level) => ({
    level,
    name: RISK_LEVEL_LABELS[level as RiskLevel],
    value: counts?.[level] ?? 0,
    color: `${RISK_LEVEL_COLOURS[level as RiskLevel]}.6`,
  }));
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const shown = slices.filter((s) => s.value > 0);
  return (
    <WidgetCard
      title={TITLES[kind]}
      testId={`pending-${kind}`}
      state={state === 'ready' && total === 0 ? 'empty' : state}
      height={HEIGHT}
      onRetry={onRetry}
      ignoresPeriod
    >
      <Group wrap="nowrap" align="center" gap="md" h={HEIGHT}>
        <DonutChart
          data={shown}
          strokeWidth={shown.length > 1 ? 1 : 0}
          size={170}
          thickness={30}
          chartLabel={groupDigits(total)}
          withTooltip
          tooltipDataSource="segment"
          pieProps={{
            isAnimationActive: false,
            cursor: 'pointer',
            onClick: (_data: unknown, index: number) => {
              const slice = shown[index];
              if (slice) navigate(pendingListLink(kind, workspace, slice.level));
            },
          }}
          data-testid="pending-pie"
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {slices.map((slice) => (
            <Anchor
              key={slice.level}
              component={Link}
              to={pendingListLink(kind, workspace, slice.level)}
              underline="hover"
              c="inherit"
              size="sm"
              data-testid={`pending-legend-${slice.level}`}
            >
              <Group gap={8} wrap="nowrap" justify="space-between">
                <Group gap={8} wrap="nowrap">
                  <Box w={10} h={10} style={{ borderRadius: 2, flex: 'none' }} bg={slice.color} />
                  <Text size="sm">{slice.name}</Text>
                </Group>
                <Text size="sm" fw={500}>
                  {groupDigits(slice.value)}
                </Text>
              </Group>
            </Anchor>
          ))}
          <Anchor
            component={Link}
            to={pendingListLink(kind, workspace)}
            size="xs"
            mt={4}
            data-testid="pending-view-all"
          >
            View all
          </Anchor>
        </Stack>
      </Group>
    </WidgetCard>
  );
}
