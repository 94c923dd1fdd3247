import { Badge, HoverCard, type MantineColor, type MantineSize, Stack, Text, Tooltip } from '@mantine/core';
import {
  type DataCoverage,
  isRiskUnassessed,
  NO_DATA_LABEL,
  RISK_LEVEL_LABELS,
  type RiskLevel,
  TIMERS_MS,
} from '@riskscreen/shared';
import { formatDate } from '../../lib/format.ts';

export const RISK_LEVEL_COLOURS: Record<RiskLevel, MantineColor> = {
  5: 'red',
  4: 'orange',
  3: 'yellow',
  2: 'grape',
  1: 'blue',
  0: 'green',
};

/** A level the server may send outside 0–5 shows as None rather than breaking the page. */
export function asRiskLevel(level: number): RiskLevel {
  return (level in RISK_LEVEL_LABELS ? level : 0) as RiskLevel;
}

/** A level computed without the chain's data is grey: it is not the green of a clean result. */
const NO_DATA_COLOUR: MantineColor = 'gray';
const NO_DATA_HINT =
  'No rule fired, but this installation holds no chain data for it: screened against labels and sanctions lists only, so it is not known to be clean.';

/** 'High Risk', 'Critical Risk'…; 'No Risk' for level 0, 'No data' when that was computed without chain data. */
export function riskLevelText(level: number, coverage?: DataCoverage | null): string {
  if (isRiskUnassessed(level, coverage)) return NO_DATA_LABEL;
  const risk = asRiskLevel(level);
  return risk === 0 ? RISK_LEVEL_LABELS[risk] : `${RISK_LEVEL_LABELS[risk]} Risk`;
}

/** The risk level as a small badge, for table rows ('No data' in grey where no chain data backs a No Risk). */
export function RiskLevelTag({
  level,
  size = 'sm',
  coverage,
}: {
  level: number;
  size?: MantineSize;
  coverage?: DataCoverage | null;
}) {
  const isUnassessed = isRiskUnassessed(level, coverage);
  const badge = (
    <Badge
      size={size}
      variant="light"
      color={isUnassessed ? NO_DATA_COLOUR : RISK_LEVEL_COLOURS[asRiskLevel(level)]}
      // A narrow table column must not cut the level to 'CRITI…'.
      style={{ minWidth: 'max-content' }}
      data-testid="risk-tag"
    >
      {isUnassessed ? NO_DATA_LABEL : RISK_LEVEL_LABELS[asRiskLevel(level)]}
    </Badge>
  );
  if (!isUnassessed) return badge;
  return (
    <Tooltip label={NO_DATA_HINT} withArrow multiline w={280}>
      {badge}
    </Tooltip>
  );
}

/** Why the level is what it is: the rules that set it, or the note that this could not be read (then no rules). */
export type RiskLevelReasons = { rules: readonly string[]; unavailableText: string | null };

/** Rules named in the popover before the rest are counted. */
const SHOWN_RULES = 5;

type Props = {
  level: number;
  lastScreenedTime: string;
  timeZone: string | undefined;
  /** Shown first, in red, when the page was opened after a failed screening (screen=false). */
  failureText?: string | null;
  /** The rules behind the level (the address page names them under 'Set by'). */
  reasons?: RiskLevelReasons;
  /** What the screening rested on, and why there was no chain data when there was none (decision 0046). */
  coverage?: { dataCoverage: DataCoverage; text: string | null };
};

/**
 * The risk level of an entity page, with a popover telling when it was last screened and, when given, which
 * rules set the level.
 */
export function RiskLevelBadge({ level, lastScreenedTime, timeZone, failureText, reasons, coverage }: Props) {
  const rules = reasons && reasons.unavailableText === null ? reasons.rules : [];
  const isUnassessed = isRiskUnassessed(level, coverage?.dataCoverage);
  return (
    <HoverCard openDelay={TIMERS_MS.popoverDelay} position="bottom-end" withArrow shadow="md">
      <HoverCard.Target>
        <Badge
          size="lg"
          variant="filled"
          color={isUnassessed ? NO_DATA_COLOUR : RISK_LEVEL_COLOURS[asRiskLevel(level)]}
          style={{ cursor: 'default' }}
          data-testid="risk-level"
        >
          {riskLevelText(level, coverage?.dataCoverage)}
        </Badge>
      </HoverCard.Target>
      <HoverCard.Dropdown data-testid="risk-popover">
        {/* Wider when it may name rules. */}
        <Stack gap={4} maw={reasons ? 280 : 260}>
          {failureText && (
            <Text size="sm" c="red">
              {failureText}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Last screened
          </Text>
          <Text size="sm">{formatDate(lastScreenedTime, timeZone)}</Text>
          {coverage?.text && (
            <Text size="sm" c="dimmed" data-testid="risk-data-coverage">
              {coverage.text}
            </Text>
          )}
          {reasons?.unavailableText && (
            <Text size="sm" c="red" data-testid="risk-info-unavailable">
              {reasons.unavailableText}
            </Text>
          )}
          {rules.length > 0 && (
            <>
              <Text size="xs" c="dimmed">
                Set by
              </Text>
              {rules.slice(0, SHOWN_RULES).map((rule) => (
                <Text key={rule} size="sm" data-testid="risk-rule">
                  {rule}
                </Text>
              ))}
              {rules.length > SHOWN_RULES && (
                <Text size="xs" c="dimmed">
                  and {rules.length - SHOWN_RULES} more
                </Text>
              )}
            </>
          )}
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
