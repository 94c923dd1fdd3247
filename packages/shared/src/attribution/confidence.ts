/**
 * Attribution confidence levels (0–100), after GraphSense's confidence.csv: the id a TagPack names → its level.
 * Screening weights exposure by these levels.
 */
export const CONFIDENCE_LEVELS = {
  override: 100,
  ownership: 100,
  ledger_immanent: 100,
  manual_transaction: 90,
  service_api: 70,
  forensic_investigation: 70,
  authority_data: 60,
  trusted_provider: 50,
  service_data: 50,
  forensic: 50,
  untrusted_transaction: 40,
  web_crawl: 20,
  heuristic: 10,
  unknown: 5,
} as const;
export type ConfidenceId = keyof typeof CONFIDENCE_LEVELS;

/** Official sanctions lists are authority data. */
export const OFAC_CONFIDENCE = CONFIDENCE_LEVELS.authority_data;

/** Used when a source states no confidence at all (the database default). */
export const DEFAULT_CONFIDENCE = 50;

/** A level from an id ('web_crawl') or a number (0–100); undefined when neither. */
export function confidenceLevel(value: string | number): number | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 0 && value <= 100 ? value : undefined;
  const key = value.trim();
  if (/^\d{1,3}$/.test(key)) return confidenceLevel(Number(key));
  return Object.hasOwn(CONFIDENCE_LEVELS, key) ? CONFIDENCE_LEVELS[key as ConfidenceId] : undefined;
}
