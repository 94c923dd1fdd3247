/**
 * Frozen data of migration 0006: the workflow stages and default policies that workspaces existing then were given,
 * copied from the policies and alerts modules of that time (rule conditions as the rule builder stored them).
 * Never edit: the modules keep their own, living copy for new workspaces. Numbers are the values stored:
 * stage category 0 Open, 1 In progress, 2 Closed, 3 Inactive; policy type 0 Transaction, 1 Address; policy
 * category 1 Source of funds, 2 Behaviour; alert level 1 Info … 5 Critical.
 */

export type FrozenStage = { name: string; category: number; next: string[]; is_system: boolean };

/** Open → In Review → Escalated → one of the two closed outcomes; Inactive takes a disabled rule's alerts. */
export const DEFAULT_STAGES: readonly FrozenStage[] = [
  {
    name: 'Open',
    category: 0,
    next: ['In Review', 'Escalated', 'Closed – True Positive', 'Closed – False Positive'],
    is_system: false,
  },
  {
    name: 'In Review',
    category: 1,
    next: ['Escalated', 'Closed – True Positive', 'Closed – False Positive'],
    is_system: false,
  },
  {
    name: 'Escalated',
    category: 1,
    next: ['In Review', 'Closed – True Positive', 'Closed – False Positive'],
    is_system: false,
  },
  { name: 'Closed – True Positive', category: 2, next: [], is_system: false },
  { name: 'Closed – False Positive', category: 2, next: [], is_system: false },
  { name: 'Inactive', category: 3, next: [], is_system: true },
];

export type FrozenCondition = Record<string, string | number | readonly (string | number)[]>;
export type FrozenRule = {
  rule_name: string;
  alert_level: number;
  rule_conditions: readonly FrozenCondition[];
  is_enabled: boolean;
};
export type FrozenPolicy = {
  key: string;
  name: string;
  description: string;
  type: number;
  category: number;
  rules: readonly FrozenRule[];
};

const TRANSACTION = 0;
const ADDRESS = 1;
const SOURCE_OF_FUNDS = 1;
const BEHAVIOUR = 2;
const [INFO, CAUTION, MEDIUM, HIGH, CRITICAL] = [1, 2, 3, 4, 5];

/** Incoming and outgoing. */
const BOTH = [1, 2] as const;

/** Condition type 1: direct exposure. */
const direct = (entity_types: readonly string[], threshold_amount_usd: number): FrozenCondition => ({
  rule_condition_type: 1,
  risk_types: BOTH,
  entity_types,
  threshold_amount_usd,
});

/** Condition type 18: indirect exposure. */
const indirect = (
  entity_types: readonly string[],
  threshold_amount_usd: number,
  taint_percent_threshold?: number,
): FrozenCondition => ({
  rule_condition_type: 18,
  risk_types: BOTH,
  entity_types,
  threshold_amount_usd,
  ...(taint_percent_threshold !== undefined && { taint_percent_threshold }),
});

const rule = (rule_name: string, alert_level: number, condition: FrozenCondition, is_enabled = true) => ({
  rule_name,
  alert_level,
  rule_conditions: [condition],
  is_enabled,
});

const sanctionsRules: readonly FrozenRule[] = [
  rule('Direct exposure to sanctioned entities', CRITICAL, direct(['Sanctions'], 0.02)),
  rule('Indirect exposure to sanctioned entities', HIGH, indirect(['Sanctions'], 1_000)),
];

const illicitRules: readonly FrozenRule[] = [
  rule('Direct exposure to darknet markets and mixers', HIGH, direct(['Darknet', 'Coin Mixer'], 100)),
  rule('Direct exposure to scams and theft', HIGH, direct(['Scam', 'Theft'], 100)),
  rule('Direct exposure to ransomware, malware and extortion', HIGH, direct(['Malware', 'Extortion'], 100)),
  rule(
    'Indirect exposure to darknet markets and mixers',
    MEDIUM,
    indirect(['Darknet', 'Coin Mixer'], 1_000, 5),
  ),
  rule('Indirect exposure to scams and theft', MEDIUM, indirect(['Scam', 'Theft'], 1_000, 5)),
  rule(
    'Indirect exposure to ransomware, malware and extortion',
    MEDIUM,
    indirect(['Malware', 'Extortion'], 1_000, 5),
  ),
  rule('Direct exposure to high-risk organisations', MEDIUM, direct(['High Risk Organization'], 100)),
];

export const DEFAULT_POLICIES: readonly FrozenPolicy[] = [
  {
    key: 'address-sanctions',
    name: 'Sanctions exposure',
    description:
      'Addresses that are, or dealt with, sanctioned entities: a sanctioned address and any direct exposure are Critical, indirect exposure of $1,000 or more is High.',
    type: ADDRESS,
    category: SOURCE_OF_FUNDS,
    rules: [
      // Risk type 3: the object itself.
      rule('Attributed to a sanctioned entity', CRITICAL, {
        rule_condition_type: 1,
        risk_types: [3],
        entity_types: ['Sanctions'],
      }),
      ...sanctionsRules,
    ],
  },
  {
    key: 'address-illicit',
    name: 'Illicit activity exposure',
    description:
      'Exposure to darknet markets, mixers, scams, theft, ransomware and extortion: direct exposure of $100 or more is High; indirect exposure of $1,000 and 5% taint or more is Medium.',
    type: ADDRESS,
    category: SOURCE_OF_FUNDS,
    rules: illicitRules,
  },
  {
    key: 'address-behaviour',
    name: 'Behaviour',
    description:
      'Unusual activity of the address itself: large transactions, high fees, dormant addresses waking up.',
    type: ADDRESS,
    category: BEHAVIOUR,
    rules: [
      rule('Large transaction', CAUTION, {
        rule_condition_type: 11,
        risk_types: BOTH,
        transaction_amount_threshold: 1_000_000,
      }),
      rule('High transaction fee', CAUTION, {
        rule_condition_type: 13,
        risk_types: [2],
        threshold_amount_usd: 1_000,
      }),
      rule('Dormant address reactivation', INFO, {
        rule_condition_type: 10,
        risk_types: BOTH,
        dormancy_window: 365,
        inactivity_types: BOTH,
      }),
      rule(
        'Interaction with a young address',
        INFO,
        { rule_condition_type: 12, risk_types: [2], address_age: 1 },
        false,
      ),
    ],
  },
  {
    key: 'transaction-sanctions',
    name: 'Transaction sanctions exposure',
    description:
      'Transactions with sanctioned parties or funds: any direct exposure is Critical, indirect exposure of $1,000 or more is High.',
    type: TRANSACTION,
    category: SOURCE_OF_FUNDS,
    rules: sanctionsRules,
  },
  {
    key: 'transaction-illicit',
    name: 'Transaction illicit activity exposure',
    description:
      'Transactions with funds from or to darknet markets, mixers, scams, theft, ransomware and extortion.',
    type: TRANSACTION,
    category: SOURCE_OF_FUNDS,
    rules: illicitRules,
  },
];
