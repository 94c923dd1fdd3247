import { Alert, Badge, Drawer, Group, Loader, Paper, Stack, Text, Timeline } from '@mantine/core';
import type { ExposureExplanationDto } from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { counted, formatPercent, formatUsd, truncateMiddle } from '../../lib/format.ts';
import type { ExposureType, SummaryDirection, SummaryGroup } from './summary-model.ts';

/** Where the 'Why?' drawer reads explanations: the page decides the path (address, transaction, preview). */
export type ExplanationSource = {
  queryKey: readonly unknown[];
  load: (
    direction: SummaryDirection,
    exposureType: ExposureType,
    signal: AbortSignal,
  ) => Promise<ExposureExplanationDto[]>;
};

export type ExplainTarget = { direction: SummaryDirection; group: SummaryGroup };

/** Why a path ended as Unknown, in words: a dead end has no earlier flow when traced back, no later one forward. */
function endText(end: string, direction: SummaryDirection): string {
  const texts: Record<string, string> = {
    attributed: 'reaches the entity',
    hop_limit: 'stops at the hop limit',
    megahub: 'stops at a megahub',
    dead_end: direction === 'incoming' ? 'has no earlier flow' : 'has no later flow',
    below_minimum: 'continues below the minimum value',
    returned_to_origin: 'returns to the screened address',
  };
  return texts[end] ?? end;
}

/**
 * The explainability drawer: the top paths (hop by hop, with the share taken at each hop and the value carried)
 * behind one row of the counterparty summary.
 */
export function ExplanationDrawer({
  source,
  target,
  onClose,
}: {
  source: ExplanationSource;
  target: ExplainTarget | null;
  onClose: () => void;
}) {
  const direction = target?.direction ?? 'incoming';
  const exposureType = target?.group.exposureType ?? 'direct';
  const query = useQuery({
    queryKey: [...source.queryKey, 'explanation', direction, exposureType],
    queryFn: ({ signal }) => source.load(direction, exposureType, signal),
    enabled: target !== null,
  });
  const ids = new Set(target?.group.entityIds ?? []);
  const figures = (query.data ?? []).filter((figure) => ids.has(figure.entityId));
  const value = figures.reduce((sum, f) => sum + f.value, 0);
  const explained = figures.reduce((sum, f) => sum + f.explainedValue, 0);
  const paths = figures.flatMap((f) => f.paths).sort((a, b) => b.value - a.value);

  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={target ? `Why ${target.group.label}? (${direction}, ${exposureType})` : ''}
    >
      {target && (
        <Stack gap="md" data-testid="explanation-drawer">
          <Text size="sm" c="dimmed">
            {direction === 'incoming'
              ? 'How value reached the screened address from this counterparty, hop by hop.'
              : 'How value left the screened address towards this counterparty, hop by hop.'}{' '}
            Each hop shows the share of the flow that went that way and the value carried.
          </Text>
          {query.isLoading && <Loader size="sm" />}
          {query.isError && (
            <Alert color="red" variant="light">
              Error while loading the explanation
            </Alert>
          )}
          {query.isSuccess && !target.group.isExplainable && (
            <Alert color="yellow" variant="light">
              This summary was screened before explanations were recorded. Screen the address again to see its
              paths.
            </Alert>
          )}
          {query.isSuccess && target.group.isExplainable && paths.length === 0 && (
            <Text size="sm">No paths were recorded for this figure.</Text>
          )}
          {paths.length > 0 && (
            <Text size="sm" data-testid="explanation-coverage">
              {counted(paths.length, 'path')} {paths.length === 1 ? 'explains' : 'explain'}{' '}
              {formatUsd(explained)} of {formatUsd(value)}
              {value > explained ? ' (the rest is spread over weaker paths)' : ''}.
            </Text>
          )}
          {paths.map((path, i) => (
            <Paper
              // biome-ignore lint/suspicious/noArrayIndexKey: paths have no identity; the list is fixed per query
              key={i}
              withBorder
              p="sm"
              data-testid="explanation-path"
            >
              <Group justify="space-between" mb="xs">
                <Text fw={600} size="sm">
                  Path {i + 1}: {formatUsd(path.value)}
                </Text>
                <Badge size="sm" variant="light" color={path.end === 'attributed' ? 'blue' : 'gray'}>
                  {counted(path.steps.length, 'hop')} · {endText(path.end, direction)}
                </Badge>
              </Group>
              <Timeline bulletSize={18} lineWidth={2} active={path.steps.length}>
                <Timeline.Item
                  title={<Text size="xs">Screened address</Text>}
                  bullet={<Text size="9px">0</Text>}
                >
                  <Text size="xs" ff="monospace" title={path.origin}>
                    {truncateMiddle(path.origin, 16)}
                  </Text>
                </Timeline.Item>
                {path.steps.map((step) => (
                  <Timeline.Item
                    key={`${step.hop}-${step.address}`}
                    bullet={<Text size="9px">{step.hop}</Text>}
                    title={
                      <Text size="xs">
                        Hop {step.hop}: {formatPercent(step.share)} of the flow · {formatUsd(step.value)}
                      </Text>
                    }
                  >
                    <Text size="xs" ff="monospace" title={step.address} data-testid="explanation-step">
                      {truncateMiddle(step.address, 16)}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </Paper>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
