import { findEntitySubtype } from '../../attribution/entity-subtypes.ts';
import { SENTIMENT_LABELS, type Sentiment } from '../../enums/entities.ts';
import { isSelfRiskTypes, type RiskType } from '../fields.ts';
import { formatRuleCount, formatRulePercent, formatRuleQuantity, formatRuleUsd } from '../format.ts';

/** Phrases the templates' sentences share, so that all 28 read alike. */

type Directions = readonly RiskType[];

function only(types: Directions, type: 1 | 2): boolean {
  return types.length === 1 && types[0] === type;
}

/** 'Received from' / 'Sent to' / 'Received from or sent to'. */
export function paymentPhrase(types: Directions): string {
  if (only(types, 1)) return 'Received from';
  if (only(types, 2)) return 'Sent to';
  return 'Received from or sent to';
}

/** 'received' / 'sent' / 'received or sent'. */
export function transactionAdjective(types: Directions): string {
  if (only(types, 1)) return 'received';
  if (only(types, 2)) return 'sent';
  return 'received or sent';
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function dayCount(value: number): string {
  return formatRuleQuantity(value, 'day');
}

/** '7-day', '0.5-day': a window length used as an adjective. */
export function dayLong(value: number): string {
  return `${formatRuleCount(value)}-day`;
}

/** '≥ 1 counterparty', '≥ 5 counterparties': the noun is singular only for a count of 1. */
export function atLeast(count: number, one: string, many: string): string {
  return `≥ ${formatRuleCount(count)} ${count === 1 ? one : many}`;
}

/** '≥ 1 received transaction', '≥ 10 received or sent transactions'. */
export function transactionCount(count: number, types: Directions): string {
  const adjective = transactionAdjective(types);
  return atLeast(count, `${adjective} transaction`, `${adjective} transactions`);
}

export function either(items: readonly string[]): string {
  return items.join(' or ');
}

export function amountPhrase(lower: number, upper?: number): string {
  return upper === undefined
    ? `≥ ${formatRuleUsd(lower)}`
    : `≥ ${formatRuleUsd(lower)} and < ${formatRuleUsd(upper)}`;
}

/** The amount a condition on the object itself may set: what the object received and sent. */
function ownAmountPhrase(lower?: number, upper?: number): string {
  if (lower === undefined && upper === undefined) return '';
  const range = lower === undefined ? `< ${formatRuleUsd(upper ?? 0)}` : amountPhrase(lower, upper);
  return `, having received and sent ${range}`;
}

function taintPhrase(lower?: number, upper?: number): string {
  if (lower !== undefined && upper !== undefined) {
    return ` and between ${formatRulePercent(lower)} and ${formatRulePercent(upper)} taint`;
  }
  if (lower !== undefined) return ` and ≥ ${formatRulePercent(lower)} taint`;
  if (upper !== undefined) return ` and ≤ ${formatRulePercent(upper)} taint`;
  return '';
}

export function hopPhrase(hops?: number): string {
  return hops === undefined ? '' : `, up to ${formatRuleQuantity(hops, 'hop')}`;
}

type Thresholds = {
  threshold_amount_usd: number;
  upper_threshold_amount_usd?: number;
  taint_percent_threshold?: number;
  taint_percent_upper_threshold?: number;
};

export function exposureSentence(types: Directions, target: string, t: Thresholds, qualifier = ''): string {
  const amount = amountPhrase(t.threshold_amount_usd, t.upper_threshold_amount_usd);
  const taint = taintPhrase(t.taint_percent_threshold, t.taint_percent_upper_threshold);
  return `${paymentPhrase(types)} ${target}${qualifier} ${amount}${taint}`;
}

/**
 * Direct exposure (1–3, 21): received from / sent to the target, or, with risk type 3, the object itself is the
 * target: 'The object itself is attributed to Sanctions'. Taint of the object itself is 100%.
 */
export function directSentence(
  types: Directions,
  target: string,
  t: Omit<Thresholds, 'threshold_amount_usd'> & { threshold_amount_usd?: number | undefined },
  qualifier: string,
): string {
  if (isSelfRiskTypes(types)) {
    const amount = ownAmountPhrase(t.threshold_amount_usd, t.upper_threshold_amount_usd);
    const taint = taintPhrase(t.taint_percent_threshold, t.taint_percent_upper_threshold);
    return `The object itself is attributed to ${target}${amount}${taint}`;
  }
  return exposureSentence(
    types,
    target,
    { ...t, threshold_amount_usd: t.threshold_amount_usd ?? 0 },
    qualifier,
  );
}

export function subtypeName(codes: readonly number[]): string {
  return either(codes.map((code) => findEntitySubtype(code)?.name ?? `subtype ${code}`));
}

export function quotedNames(names: readonly string[]): string {
  return either(names.map((name) => `"${name}"`));
}

export function sentimentNames(values: readonly Sentiment[]): string {
  return `${either(values.map((v) => SENTIMENT_LABELS[v]))} counterparties`;
}

/** A custom list by its name, or by its id when the name is not at hand. */
export function listName(customTag: number, labels: { customTagName?: string }): string {
  return labels.customTagName ?? `#${customTag}`;
}

/** Templates 22–24: the exposure of one calendar month. */
export function monthlySentence(
  c: Thresholds & { risk_types: Directions; entity_types: readonly string[] },
): string {
  return `${exposureSentence(c.risk_types, either(c.entity_types), c)} in a calendar month`;
}
