import { Badge, Tooltip } from '@mantine/core';
import { COVERAGE_LABELS, type DigitalAsset } from '@riskscreen/shared';

const COVERAGE_LOOK = {
  full: { color: 'teal', hint: 'Exposure, rules and transactions' },
  lite: { color: 'orange', hint: 'Sanctions screening only' },
} as const;
const NO_DATA_HINT =
  'Full coverage once this installation syncs the chain. Until then screening reads attribution only (labels and sanctions lists): no flows, no exposure, no behaviour rules.';

/**
 * Full or Lite coverage, with what it means in the tooltip. A fully covered chain this installation holds no data
 * for is said so: 'Full' there would promise exposure that screening cannot find.
 */
export function CoverageBadge({ asset }: { asset: Pick<DigitalAsset, 'coverage' | 'has_chain_data'> }) {
  if (asset.coverage === 'full' && !asset.has_chain_data) {
    return (
      <Tooltip label={NO_DATA_HINT} withArrow multiline w={320}>
        <Badge color="gray" variant="light" data-testid="coverage-no-data">
          {COVERAGE_LABELS.full} · no data
        </Badge>
      </Tooltip>
    );
  }
  const look = COVERAGE_LOOK[asset.coverage];
  return (
    <Tooltip label={look.hint} withArrow>
      <Badge color={look.color} variant="light">
        {COVERAGE_LABELS[asset.coverage]}
      </Badge>
    </Tooltip>
  );
}
