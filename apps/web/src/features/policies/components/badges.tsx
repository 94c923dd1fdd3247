import { Badge, type MantineColor } from '@mantine/core';
import { RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import { RISK_LEVEL_COLOURS } from '../../../components/ui/risk-level-badge.tsx';

export function riskLabel(level: number): string {
  return RISK_LEVEL_LABELS[level as RiskLevel] ?? String(level);
}

export function riskColour(level: number): MantineColor {
  return RISK_LEVEL_COLOURS[level as RiskLevel] ?? 'gray';
}

/**
 * A rule's alert level (1 Info … 5 Critical). Never cut short: a badge clips its label, so without a minimum
 * width a crowded table squeezed 'CAUTION' to 'CAUTI…'.
 */
export function RiskBadge({ level }: { level: number }) {
  return (
    <Badge
      variant="light"
      color={riskColour(level)}
      style={{ minWidth: 'max-content' }}
      data-testid="risk-badge"
    >
      {riskLabel(level)}
    </Badge>
  );
}

/** A policy is Live or Deactivated; a rule is Live or Disabled (spec part 3 §4.3). */
export function StatusBadge({ isEnabled, off = 'Deactivated' }: { isEnabled: boolean; off?: string }) {
  return (
    <Badge variant="dot" color={isEnabled ? 'green' : 'gray'}>
      {isEnabled ? 'Live' : off}
    </Badge>
  );
}
