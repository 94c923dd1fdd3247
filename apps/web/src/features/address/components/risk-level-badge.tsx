import { Badge, HoverCard, Stack, Text } from '@mantine/core';
import { TIMERS_MS } from '@riskscreen/shared';
import { useEntityAlerts } from '../../../components/entity-alerts/index.ts';
import { asRiskLevel, RISK_LEVEL_COLOURS, riskLevelText } from '../../../components/ui/risk-level-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { RISK_INFO_UNAVAILABLE, SCREEN_FAILED } from '../messages.ts';

/** Rules named in the popover before the rest are counted. */
const SHOWN_RULES = 5;

type Props = {
  addressId: string;
  level: number;
  lastScreenedTime: string;
  timeZone: string | undefined;
  /** The page was opened after a failed screening (screen=false). */
  hasScreenFailed: boolean;
};

/**
 * The address page's risk level, with a popover telling when it was last screened and which rules set the level
 * (the alerts raised at that level). When that context cannot be read (the alerts fail, or none carries the level)
 * the popover says so rather than showing a level without a reason.
 */
export function RiskLevelBadge({ addressId, level, lastScreenedTime, timeZone, hasScreenFailed }: Props) {
  const risk = asRiskLevel(level);
  const alerts = useEntityAlerts('address', addressId);
  const rules = [
    ...new Set((alerts.data?.results ?? []).filter((a) => a.level === risk).map((a) => a.alert_body)),
  ];
  const isContextMissing = alerts.isError || (alerts.isSuccess && risk > 0 && rules.length === 0);
  return (
    <HoverCard openDelay={TIMERS_MS.popoverDelay} position="bottom-end" withArrow shadow="md">
      <HoverCard.Target>
        <Badge
          size="lg"
          variant="filled"
          color={RISK_LEVEL_COLOURS[risk]}
          style={{ cursor: 'default' }}
          data-testid="risk-level"
        >
          {riskLevelText(risk)}
        </Badge>
      </HoverCard.Target>
      <HoverCard.Dropdown data-testid="risk-popover">
        <Stack gap={4} maw={280}>
          {hasScreenFailed && (
            <Text size="sm" c="red">
              {SCREEN_FAILED}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Last screened
          </Text>
          <Text size="sm">{formatDate(lastScreenedTime, timeZone)}</Text>
          {isContextMissing && (
            <Text size="sm" c="red" data-testid="risk-info-unavailable">
              {RISK_INFO_UNAVAILABLE}
            </Text>
          )}
          {!isContextMissing && rules.length > 0 && (
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
