/** Risk levels as stored and shown (spec part 1 §3). 0 means no rule fired. */
export const RiskLevel = {
  NoRisk: 0,
  Info: 1,
  Caution: 2,
  Medium: 3,
  High: 4,
  Critical: 5,
} as const;
export type RiskLevel = (typeof RiskLevel)[keyof typeof RiskLevel];

export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = {
  0: 'No Risk',
  1: 'Info',
  2: 'Caution',
  3: 'Medium',
  4: 'High',
  5: 'Critical',
};

export const RISK_LEVELS_DESCENDING: readonly RiskLevel[] = [5, 4, 3, 2, 1, 0];
