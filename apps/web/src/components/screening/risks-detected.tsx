import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isRiskCategory, type TransactionDetail } from '@riskscreen/shared';
import { formatUsd } from '../../lib/format.ts';

type Risk = TransactionDetail['risks_detected'][number];
const RISK_GROUPS = [
  { direction: 'incoming', title: 'Incoming · source of funds' },
  { direction: 'outgoing', title: 'Outgoing · destination of funds' },
  { direction: undefined, title: null },
] as const;

export const NO_RISKY_ENTITIES = 'No entity of a risk category was found.';
export const OTHER_ENTITIES_TITLE = 'Other entities detected';

/**
 * What the screening found, by direction: entity, category, exposure type and USD per chip. The server sends one
 * entry per entity, category, exposure type and direction; those four key the chips. Only categories that carry
 * risk (negative sentiment, isRiskCategory in the shared package) are red; the other entities the flow reached (an exchange, a DeFi pool) are listed
 * apart in grey, so a No Risk transaction does not look flagged.
 */
export function RisksDetected({ risks, testId }: { risks: readonly Risk[]; testId: string }) {
  if (risks.length === 0) return null;
  const risky = risks.filter((r) => isRiskCategory(r.tag_type_verbose));
  const others = risks.filter((r) => !isRiskCategory(r.tag_type_verbose));
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={5} mb="xs">
        Risks Detected
      </Title>
      <Stack gap="xs">
        {risky.length > 0 ? (
          <ByDirection risks={risky} colour="red" testId={testId} />
        ) : (
          <Text size="sm" c="dimmed" data-testid={`${testId}-none`}>
            {NO_RISKY_ENTITIES}
          </Text>
        )}
        {others.length > 0 && (
          <Stack gap={4} mt={4} data-testid={`${testId}-other`}>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {OTHER_ENTITIES_TITLE}
            </Text>
            <ByDirection risks={others} colour="gray" testId={`${testId}-other`} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function ByDirection({ risks, colour, testId }: { risks: readonly Risk[]; colour: string; testId: string }) {
  return RISK_GROUPS.map(({ direction, title }) => {
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
              color={colour}
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
  });
}
