import { Sentiment } from '../enums/entities.ts';
import type { TagCategory } from '../enums/tag-categories.ts';

/**
 * Default sentiment of an entity by its category. Illicit activity is negative; regulated or protective actors
 * are positive; infrastructure that can serve either side is neutral (rules decide how much exposure matters).
 */
export const CATEGORY_SENTIMENT: Record<TagCategory, Sentiment> = {
  Exchange: Sentiment.Positive,
  'Mining Pool': Sentiment.Positive,
  Service: Sentiment.Neutral,
  Darknet: Sentiment.Negative,
  Gambling: Sentiment.Neutral,
  'Coin Mixer': Sentiment.Negative,
  Scam: Sentiment.Negative,
  Extortion: Sentiment.Negative,
  Malware: Sentiment.Negative,
  Theft: Sentiment.Negative,
  Donation: Sentiment.Positive,
  'Smart Contract Platform': Sentiment.Neutral,
  Sanctions: Sentiment.Negative,
  'High Risk Organization': Sentiment.Negative,
  'Law Enforcement': Sentiment.Positive,
  DeFi: Sentiment.Neutral,
  Others: Sentiment.Neutral,
};

/**
 * A category that is a risk in itself (negative sentiment: sanctions, darknet, mixers, scams, theft, malware,
 * extortion, high-risk organisations): the UI shows it as a risk; exchanges, DeFi, gambling and the rest are
 * counterparties whose weight the rules decide.
 */
export function isRiskCategory(category: string): boolean {
  return (CATEGORY_SENTIMENT as Record<string, Sentiment | undefined>)[category] === Sentiment.Negative;
}
