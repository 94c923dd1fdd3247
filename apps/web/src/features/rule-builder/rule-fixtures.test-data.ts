import { RULE_MESSAGES, type RuleTemplateNumber, ruleMessage } from '@riskscreen/shared';
import type { ConditionValue } from './rule-draft.ts';

/** Test data: a valid condition of every template, and the invalid inputs of spec §5 per template. */

type Params = Record<string, ConditionValue>;

const exposure = { risk_types: [1], threshold_amount_usd: 1000, taint_percent_threshold: 5 };

export const VALID_PARAMS: Record<RuleTemplateNumber, Params> = {
  1: { ...exposure, entity_types: ['Sanctions'] },
  2: { ...exposure, entity_subtypes: [101] },
  3: { ...exposure, entity_names: ['Garantex'] },
  4: { risk_types: [1], entity_types: ['Darknet'], transaction_amount_threshold: 500 },
  5: { ...exposure, sentiments: [-1] },
  6: { ...exposure, custom_tag: 7 },
  7: { risk_types: [1, 2], analysis_window: 7, multiplier_threshold: 3 },
  8: { transit_window: 60, payment_amount_percent: 90 },
  9: { risk_types: [1], counterparty_threshold: 50, analysis_window: 7 },
  10: { risk_types: [2], dormancy_window: 180, inactivity_types: [1, 2] },
  11: { risk_types: [1], transaction_amount_threshold: 10000 },
  12: { risk_types: [1], address_age: 2 },
  13: { risk_types: [2], threshold_amount_usd: 50 },
  14: { risk_types: [1], lower_bound: 9000, upper_bound: 10000, transaction_count_threshold: 3 },
  15: {
    risk_types: [1],
    transaction_count_threshold: 100,
    transaction_count_upper_threshold: 200,
    analysis_window: 1,
  },
  16: { risk_types: [1], threshold_amount_usd: 100000, analysis_window: 30 },
  17: {
    risk_types: [1],
    transaction_amount_threshold: 5000,
    transaction_count_threshold: 3,
    analysis_window: 1,
  },
  18: { ...exposure, entity_types: ['Sanctions'], hop_limit: 3 },
  19: { ...exposure, entity_subtypes: [101], hop_limit: 3 },
  20: { ...exposure, entity_names: ['Garantex'], hop_limit: 3 },
  21: { ...exposure, entity_types: ['Sanctions'], hop_limit: 3 },
  22: { threshold_amount_usd: 1000, taint_percent_threshold: 5, entity_types: ['Scam'] },
  23: { threshold_amount_usd: 1000, taint_percent_threshold: 5, entity_types: ['Scam'] },
  24: { threshold_amount_usd: 1000, taint_percent_threshold: 5, entity_types: ['Scam'] },
  25: { custom_tag: 7 },
  26: { custom_tag: 7 },
  27: { address_age: 1 },
  28: { risk_types: [1], counterparty_threshold: 10, threshold_amount_usd: 1000, analysis_window: 7 },
};

/** One invalid input: the fields changed from the valid condition, the field that must show it, the text. */
export type InvalidCase = { name: string; change: Params; field: string; label: string; message: string };

const NUMBER = RULE_MESSAGES.invalidNumber;
const AMOUNT = RULE_MESSAGES.amountMinimum;
const REQUIRED = RULE_MESSAGES.required;

/** Amounts must be greater than 0.01; the empty and 0 variants are checked once per amount field kind. */
const amountCases = (field: string, label: string, isFull = false): InvalidCase[] => [
  { name: 'amount of 0.01', change: { [field]: 0.01 }, field, label, message: AMOUNT },
  ...(isFull
    ? [
        { name: 'amount of 0', change: { [field]: 0 }, field, label, message: AMOUNT },
        { name: 'empty amount', change: { [field]: '' }, field, label, message: AMOUNT },
      ]
    : []),
];

const AT_LEAST = 'Amount at least (USD)';
const TAINT_LOWER = 'Taint at least (%)';
const TAINT_UPPER = 'Taint at most (%)';

const exposureCases = (selection: string, selectionLabel: string, isFull = false): InvalidCase[] => [
  ...amountCases('threshold_amount_usd', AT_LEAST, isFull),
  {
    name: 'amount not below the upper amount',
    change: { threshold_amount_usd: 2000, upper_threshold_amount_usd: 1500 },
    field: 'threshold_amount_usd',
    label: AT_LEAST,
    message: ruleMessage('amountBelowUpper', 1500),
  },
  {
    name: 'taint above the upper taint',
    change: { taint_percent_threshold: 50, taint_percent_upper_threshold: 20 },
    field: 'taint_percent_threshold',
    label: TAINT_LOWER,
    message: ruleMessage('taintLower', 20),
  },
  {
    name: 'negative taint',
    change: { taint_percent_threshold: -1 },
    field: 'taint_percent_threshold',
    label: TAINT_LOWER,
    message: ruleMessage('taintLower', 100),
  },
  {
    name: 'upper taint above 100',
    change: { taint_percent_upper_threshold: 150 },
    field: 'taint_percent_upper_threshold',
    label: TAINT_UPPER,
    message: ruleMessage('taintUpper', 5),
  },
  {
    name: 'nothing selected',
    change: { [selection]: [] },
    field: selection,
    label: selectionLabel,
    message: REQUIRED,
  },
];

const numberCase = (field: string, label: string, value: number | string, name: string): InvalidCase => ({
  name,
  change: { [field]: value },
  field,
  label,
  message: NUMBER,
});

const WINDOW = 'Analysis window (days)';
const COUNT = 'Transaction count at least';
const hopCase = numberCase('hop_limit', 'Hops (up to)', 11, 'more than 10 hops');
const windowCase = numberCase('analysis_window', WINDOW, -1, 'negative analysis window');

export const INVALID_CASES: Record<RuleTemplateNumber, InvalidCase[]> = {
  1: exposureCases('entity_types', 'Entity types', true),
  2: exposureCases('entity_subtypes', 'Entity subtype'),
  3: exposureCases('entity_names', 'Entity names'),
  4: [
    ...amountCases('transaction_amount_threshold', 'Transaction amount at least (USD)', true),
    {
      name: 'no entity type',
      change: { entity_types: [] },
      field: 'entity_types',
      label: 'Entity types',
      message: REQUIRED,
    },
  ],
  5: exposureCases('sentiments', 'Counterparty sentiments'),
  6: [
    ...exposureCases('custom_tag', 'Custom tag').filter((c) => c.field !== 'custom_tag'),
    {
      name: 'no custom tag',
      change: { custom_tag: '' },
      field: 'custom_tag',
      label: 'Custom tag',
      message: REQUIRED,
    },
  ],
  7: [windowCase, numberCase('multiplier_threshold', 'Volume multiplier', 0, 'multiplier of 0')],
  8: [
    numberCase('transit_window', 'Transit window (minutes)', '', 'empty transit window'),
    numberCase('payment_amount_percent', 'Amount sent on (% of received)', 150, 'percent above 100'),
  ],
  9: [
    windowCase,
    numberCase('counterparty_threshold', 'Counterparty count at least', 2.5, 'fractional count'),
  ],
  10: [numberCase('dormancy_window', 'Dormancy window (days)', 0, 'dormancy window of 0')],
  11: amountCases('transaction_amount_threshold', 'Transaction amount at least (USD)'),
  12: [numberCase('address_age', 'Address age at most (days)', -3, 'negative address age')],
  13: amountCases('threshold_amount_usd', AT_LEAST, true),
  14: [
    {
      name: 'lower bound not below the upper bound',
      change: { lower_bound: 10000, upper_bound: 9000 },
      field: 'lower_bound',
      label: 'Lower bound (USD)',
      message: RULE_MESSAGES.boundsOrder,
    },
    numberCase('lower_bound', 'Lower bound (USD)', -5, 'negative lower bound'),
    numberCase('transaction_count_threshold', COUNT, 0, 'count of 0'),
  ],
  15: [
    {
      name: 'count above the upper count',
      change: { transaction_count_threshold: 300 },
      field: 'transaction_count_threshold',
      label: COUNT,
      message: ruleMessage('countAboveUpper', 200),
    },
    numberCase('transaction_count_threshold', COUNT, 1.5, 'fractional count'),
    windowCase,
  ],
  16: [
    ...amountCases('threshold_amount_usd', AT_LEAST),
    {
      name: 'amount not below the upper amount',
      change: { upper_threshold_amount_usd: 100000 },
      field: 'threshold_amount_usd',
      label: AT_LEAST,
      message: ruleMessage('amountBelowUpper', 100000),
    },
    windowCase,
  ],
  17: [
    ...amountCases('transaction_amount_threshold', 'Transaction amount at least (USD)'),
    numberCase('transaction_count_threshold', COUNT, '', 'empty count'),
    windowCase,
  ],
  18: [...exposureCases('entity_types', 'Entity types'), hopCase],
  19: [...exposureCases('entity_subtypes', 'Entity subtype'), hopCase],
  20: [...exposureCases('entity_names', 'Entity names'), hopCase],
  21: [...exposureCases('entity_types', 'Entity types'), hopCase],
  22: exposureCases('entity_types', 'Entity types'),
  23: exposureCases('entity_types', 'Entity types'),
  24: exposureCases('entity_types', 'Entity types'),
  25: [
    {
      name: 'no list',
      change: { custom_tag: '' },
      field: 'custom_tag',
      label: 'Custom tag',
      message: REQUIRED,
    },
  ],
  26: [
    {
      name: 'no list',
      change: { custom_tag: '' },
      field: 'custom_tag',
      label: 'Custom tag',
      message: REQUIRED,
    },
  ],
  27: [numberCase('address_age', 'Address age at most (days)', 0, 'address age of 0')],
  28: [
    ...amountCases('threshold_amount_usd', AT_LEAST),
    numberCase('counterparty_threshold', 'Counterparty count at least', -1, 'negative count'),
    windowCase,
  ],
};
