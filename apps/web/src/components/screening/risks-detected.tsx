import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TransactionDetail } from '@riskscreen/shared';
import { formatUsd } from '../../lib/format.ts';

type Risk = TransactionDetail['risks_detected'][number];
const RISK_GROUPS = [
  { direction: 'incoming', title: 'Incoming · source of funds' },
  { direction: 'outgoing', title: 'Outgoing · destination of funds' },
  { direction: undefined, title: null },
] as const;

/**
 * What the screening found, by direction: entity, category, exposure type and USD per chip. The server sends one
 * entry per entity, category, exposure type and direction; those four key the chips.
 */
export function RisksDetected({ risks, testId }: { risks: readonly Risk[]; testId: string }) {
  if (risks.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={5} mb="xs">
        Risks Detected
      </Title>
      <Stack gap="xs">
        {RISK_GROUPS.map(({ direction, title }) => {
          const group = risks.filter((r) => r.direction === direction);
          if (group.length === 0) return null;
          return (
            <Stack key={direction ?? 'any'} gap={4} data-testid={`${testId}-${direction ?? 'any'}`}>
              {title && (
                <Text size="xs" c="dimmed">
                  {title}
                </Text>
              )}
              <Group gap="xs">
                {group.map((r) => (
                  <Badge
                    key={`${r.direction ?? ''}|${r.tag_type_verbose}|${r.tag_name_verbose}|${r.exposure_type}`}
                    variant="light"
                    color="red"
                    tt="none"
                    data-testid={`${testId}-chip`}
                  >
                    {r.tag_name_verbose} ({r.tag_type_verbose}) ·{' '}
                    {r.exposure_type === 'direct' ? 'Direct' : 'Indirect'} · {formatUsd(r.value_usd)}
                  </Badge>
                ))}
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
