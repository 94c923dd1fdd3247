import { RISK_LEVEL_LABELS, type RiskLevel } from './risk-level.ts';

/**
 * What this installation holds for a screened object (decision 0046), apart from its risk: its chain's data and
 * the object in it; the chain's data without the object; no data for a Full-coverage chain (attribution only); a
 * Lite chain (sanctions screening only). Only 'chain_data' can say an object is clean.
 */
export const DATA_COVERAGES = ['chain_data', 'not_on_chain', 'no_chain_data', 'sanctions_only'] as const;
export type DataCoverage = (typeof DATA_COVERAGES)[number];

/** Shown instead of 'No Risk' where no rule fired but the chain's data was not there to read. */
export const NO_DATA_LABEL = 'No data';

/** A level computed without the object's chain data: no rule fired, and nothing says it is clean. */
export function isRiskUnassessed(riskLevel: number, coverage: DataCoverage | null | undefined): boolean {
  return riskLevel === 0 && coverage != null && coverage !== 'chain_data';
}

/** The level's words for a list, a page or a report: 'No data' rather than 'No Risk' without the data. */
export function riskLevelVerbose(riskLevel: number, coverage: DataCoverage | null | undefined): string {
  if (isRiskUnassessed(riskLevel, coverage)) return NO_DATA_LABEL;
  return RISK_LEVEL_LABELS[(riskLevel in RISK_LEVEL_LABELS ? riskLevel : 0) as RiskLevel];
}

/** Why there is no data, in a sentence naming the chain ('Ethereum'); null when the data was there. */
export function dataCoverageText(coverage: DataCoverage, chainName: string): string | null {
  switch (coverage) {
    case 'chain_data':
      return null;
    case 'not_on_chain':
      return `Not found on chain: this installation's ${chainName} data does not hold it. Screened against labels and sanctions lists only.`;
    case 'no_chain_data':
      return `No chain data: this installation holds no ${chainName} data, so flows, exposure and balance are unknown. Screened against labels and sanctions lists only.`;
    case 'sanctions_only':
      return `Sanctions screening only: ${chainName} is screened against labels and sanctions lists, without chain data.`;
  }
}
