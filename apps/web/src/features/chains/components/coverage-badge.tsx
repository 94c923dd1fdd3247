import { Badge, Tooltip } from '@mantine/core';
import { COVERAGE_LABELS, type DigitalAsset } from '@riskscreen/shared';

const COVERAGE_LOOK = {
  full: { color: 'teal', hint: 'Exposure, rules and transactions' },
  lite: { color: 'orange', hint: 'Sanctions screening only' },
} as const;

/** Full or Lite coverage, with what it means in the tooltip. */
export function CoverageBadge({ coverage }: { coverage: DigitalAsset['coverage'] }) {
  const look = COVERAGE_LOOK[coverage];
  return (
    <Tooltip label={look.hint} withArrow>
      <Badge color={look.color} variant="light">
        {COVERAGE_LABELS[coverage]}
      </Badge>
    </Tooltip>
  );
}
