import { RiskLevelBadge as EntityRiskLevelBadge } from '../../../components/ui/risk-level-badge.tsx';
import { SCREEN_FAILED } from '../messages.ts';

type Props = {
  level: number;
  lastScreenedTime: string;
  timeZone: string | undefined;
  /** The page was opened after a failed screening (screen=false). */
  hasScreenFailed: boolean;
};

/** The address page's risk level: the shared badge with the address failure text. */
export function RiskLevelBadge({ hasScreenFailed, ...props }: Props) {
  return <EntityRiskLevelBadge {...props} failureText={hasScreenFailed ? SCREEN_FAILED : null} />;
}
