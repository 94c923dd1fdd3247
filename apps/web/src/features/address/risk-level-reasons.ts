import { asRiskLevel, type RiskLevelReasons } from '../../components/ui/risk-level-badge.tsx';
import { useEntityAlerts } from '../alerts/index.ts';
import { RISK_INFO_UNAVAILABLE } from './messages.ts';

/**
 * The rules that set the address's risk level: the alerts raised at that level. When that context cannot be read
 * (the alerts fail, or none carries the level) the popover says so rather than showing a level without a reason.
 */
export function useRiskLevelReasons(addressId: string, level: number): RiskLevelReasons {
  const risk = asRiskLevel(level);
  const alerts = useEntityAlerts('address', addressId);
  const rules = [
    ...new Set((alerts.data?.results ?? []).filter((a) => a.level === risk).map((a) => a.alert_body)),
  ];
  const isMissing = alerts.isError || (alerts.isSuccess && risk > 0 && rules.length === 0);
  return { rules, unavailableText: isMissing ? RISK_INFO_UNAVAILABLE : null };
}
