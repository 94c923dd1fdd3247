import { findEntitySubtype } from '../attribution/entity-subtypes.ts';
import { SENTIMENT_LABELS, type Sentiment } from '../enums/entities.ts';
import type { RuleCondition } from './conditions.ts';
import { isSelfRiskTypes, type RiskType } from './fields.ts';
import { formatRuleCount, formatRulePercent, formatRuleQuantity, formatRuleUsd } from './format.ts';

/** Names the sentence cannot know from the condition alone (custom tags are workspace data). */
export type RuleSentenceLabels = { customTagName?: string };

type Directions = readonly RiskType[];

function only(types: Directions, type: 1 | 2): boolean {
  return types.length === 1 && types[0] === type;
}

/** 'Received from' / 'Sent to' / 'Received from or sent to'. */
function paymentPhrase(types: Directions): string {
  if (only(types, 1)) return 'Received from';
  if (only(types, 2)) return 'Sent to';
  return 'Received from or sent to';
}

/** 'received' / 'sent' / 'received or sent'. */
function transactionAdjective(types: Directions): string {
  if (only(types, 1)) return 'received';
  if (only(types, 2)) return 'sent';
  return 'received or sent';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function days(value: number): string {
  return formatRuleQuantity(value, 'day');
}

/** '7-day', '0.5-day': a window length used as an adjective. */
function dayLong(value: number): string {
  return `${formatRuleCount(value)}-day`;
}

/** '≥ 1 counterparty', '≥ 5 counterparties': the noun is singular only for a count of 1. */
function atLeast(count: number, one: string, many: string): string {
  return `≥ ${formatRuleCount(count)} ${count === 1 ? one : many}`;
}

/** '≥ 1 received transaction', '≥ 10 received or sent transactions'. */
function transactionCount(count: number, types: Directions): string {
  const adjective = transactionAdjective(types);
  return atLeast(count, `${adjective} transaction`, `${adjective} transactions`);
}

function either(items: readonly string[]): string {
  return items.join(' or ');
}

function amountPhrase(lower: number, upper?: number): string {
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

function hopPhrase(hops?: number): string {
  return hops === undefined ? '' : `, up to ${formatRuleQuantity(hops, 'hop')}`;
}

type Thresholds = {
  threshold_amount_usd: number;
  upper_threshold_amount_usd?: number;
  taint_percent_threshold?: number;
  taint_percent_upper_threshold?: number;
};

function exposureSentence(types: Directions, target: string, t: Thresholds, qualifier = ''): string {
  const amount = amountPhrase(t.threshold_amount_usd, t.upper_threshold_amount_usd);
  const taint = taintPhrase(t.taint_percent_threshold, t.taint_percent_upper_threshold);
  return `${paymentPhrase(types)} ${target}${qualifier} ${amount}${taint}`;
}

/**
 * Direct exposure (1–3, 21): received from / sent to the target, or, with risk type 3, the object itself is the
 * target: 'The object itself is attributed to Sanctions'. Taint of the object itself is 100%.
 */
function directSentence(
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

function subtypeName(codes: readonly number[]): string {
  return either(codes.map((code) => findEntitySubtype(code)?.name ?? `subtype ${code}`));
}

function quotedNames(names: readonly string[]): string {
  return either(names.map((name) => `"${name}"`));
}

function sentimentNames(values: readonly Sentiment[]): string {
  return `${either(values.map((v) => SENTIMENT_LABELS[v]))} counterparties`;
}

/**
 * A rule condition in the product's words, e.g. 'Received from Sanctions ≥ $1,000 and ≥ 5% taint, up to 3 hops'.
 * Optional phrases (upper thresholds, taint, hops) are dropped when unset.
 */
export function ruleSentence(condition: RuleCondition, labels: RuleSentenceLabels = {}): string {
  const c = condition;
  switch (c.rule_condition_type) {
    case 1:
      return directSentence(c.risk_types, either(c.entity_types), c, ' (direct)');
    case 2:
      return directSentence(c.risk_types, subtypeName(c.entity_subtypes), c, ' (direct)');
    case 3:
      return directSentence(c.risk_types, quotedNames(c.entity_names), c, ' (direct)');
    case 4:
      return `Single transfer ${paymentPhrase(c.risk_types).toLowerCase()} ${either(c.entity_types)} ≥ ${formatRuleUsd(c.transaction_amount_threshold)}`;
    case 5:
      return exposureSentence(c.risk_types, sentimentNames(c.sentiments), c);
    case 6:
      return exposureSentence(
        c.risk_types,
        `addresses tagged ${labels.customTagName ?? `#${c.custom_tag}`}`,
        c,
      );
    case 7:
      return `${capitalise(transactionAdjective(c.risk_types))} volume in the last ${days(c.analysis_window)} ≥ ${formatRuleCount(c.multiplier_threshold)} × the average of earlier ${dayLong(c.analysis_window)} windows`;
    case 8:
      return `Sends on ≥ ${formatRulePercent(c.payment_amount_percent)} of a received amount within ${formatRuleQuantity(c.transit_window, 'minute')}`;
    case 9:
      return `${paymentPhrase(c.risk_types)} ${atLeast(c.counterparty_threshold, 'counterparty', 'counterparties')} within ${days(c.analysis_window)}`;
    case 10:
      return `${capitalise(transactionAdjective(c.risk_types))} a transaction after ≥ ${days(c.dormancy_window)} with no ${transactionAdjective(c.inactivity_types)} transactions`;
    case 11:
      return `${capitalise(transactionAdjective(c.risk_types))} transaction ≥ ${formatRuleUsd(c.transaction_amount_threshold)}`;
    case 12:
      return `${paymentPhrase(c.risk_types)} an address ≤ ${days(c.address_age)} old`;
    case 13:
      return `${capitalise(transactionAdjective(c.risk_types))} transaction with fee ≥ ${formatRuleUsd(c.threshold_amount_usd)}`;
    case 14:
      return `${transactionCount(c.transaction_count_threshold, c.risk_types)} between ${formatRuleUsd(c.lower_bound)} and ${formatRuleUsd(c.upper_bound)}`;
    case 15: {
      const upper = c.transaction_count_upper_threshold;
      const count =
        upper === undefined
          ? transactionCount(c.transaction_count_threshold, c.risk_types)
          : `≥ ${formatRuleCount(c.transaction_count_threshold)} and ≤ ${formatRuleCount(upper)} ${transactionAdjective(c.risk_types)} transactions`;
      return `${count} within ${days(c.analysis_window)}`;
    }
    case 16:
      return `${capitalise(transactionAdjective(c.risk_types))} total ${amountPhrase(c.threshold_amount_usd, c.upper_threshold_amount_usd)} within ${days(c.analysis_window)}`;
    case 17:
      return `${transactionCount(c.transaction_count_threshold, c.risk_types)} of ≥ ${formatRuleUsd(c.transaction_amount_threshold)} within ${days(c.analysis_window)}`;
    case 18:
      return (
        exposureSentence(c.risk_types, either(c.entity_types), c, ' (indirect)') + hopPhrase(c.hop_limit)
      );
    case 19:
      return (
        exposureSentence(c.risk_types, subtypeName(c.entity_subtypes), c, ' (indirect)') +
        hopPhrase(c.hop_limit)
      );
    case 20:
      return (
        exposureSentence(c.risk_types, quotedNames(c.entity_names), c, ' (indirect)') + hopPhrase(c.hop_limit)
      );
    case 21:
      return isSelfRiskTypes(c.risk_types)
        ? directSentence(c.risk_types, either(c.entity_types), c, '')
        : directSentence(c.risk_types, either(c.entity_types), c, '') + hopPhrase(c.hop_limit);
    case 22:
    case 23:
    case 24:
      return `${exposureSentence(c.risk_types, either(c.entity_types), c)} in a calendar month`;
    case 25:
      // A workspace has one blacklist, named 'Blacklist' and never renamed: its name would only repeat the word.
      return 'Address is on the blacklist';
    case 26:
      return `Address is on the custom list ${labels.customTagName ?? `#${c.custom_tag}`}`;
    case 27:
      return `Address first seen ≤ ${days(c.address_age)} ago`;
    case 28:
      return `${paymentPhrase(c.risk_types)} ${atLeast(c.counterparty_threshold, 'counterparty', 'counterparties')} of ≥ ${formatRuleUsd(c.threshold_amount_usd)} each within ${days(c.analysis_window)}`;
  }
}
