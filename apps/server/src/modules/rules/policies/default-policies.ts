import {
  PolicyCategory,
  PolicyType,
  RiskLevel,
  type RuleConditionInput,
  type TagCategory,
} from '@riskscreen/shared';

/**
 * The policies every workspace starts with (DESIGN.md §5), so the first screening already means something.
 * Thresholds are chosen so the demo world shows alerts at every level: a sanctioned wallet is Critical, a
 * darknet buyer High, an address two hops from a darknet market Medium, a whale Caution, a dormant address
 * that woke up Info. `key` makes seeding idempotent (a workspace never gets a default twice).
 */
export type DefaultRule = {
  rule_name: string;
  alert_level: RiskLevel;
  rule_conditions: RuleConditionInput[];
  is_only_or_conditions?: boolean;
  is_enabled?: boolean;
};
export type DefaultPolicy = {
  key: string;
  name: string;
  description: string;
  type: PolicyType;
  category: PolicyCategory;
  rules: DefaultRule[];
};

const BOTH: [1, 2] = [1, 2];
/** The smallest threshold the rule builder accepts: "any amount". */
const ANY_AMOUNT = 0.02;

const direct = (entity_types: TagCategory[], threshold_amount_usd: number): RuleConditionInput => ({
  rule_condition_type: 1,
  risk_types: BOTH,
  entity_types,
  threshold_amount_usd,
});
const indirect = (
  entity_types: TagCategory[],
  threshold_amount_usd: number,
  taint_percent_threshold?: number,
): RuleConditionInput => ({
  rule_condition_type: 18,
  risk_types: BOTH,
  entity_types,
  threshold_amount_usd,
  ...(taint_percent_threshold !== undefined && { taint_percent_threshold }),
});

/** Illicit categories, at most two per condition (the builder's limit on entity types). */
const ILLICIT: { name: string; types: TagCategory[] }[] = [
  { name: 'darknet markets and mixers', types: ['Darknet', 'Coin Mixer'] },
  { name: 'scams and theft', types: ['Scam', 'Theft'] },
  { name: 'ransomware, malware and extortion', types: ['Malware', 'Extortion'] },
];

/**
 * An address attributed to a sanctioned entity is Critical (DESIGN.md §4) through a condition on the object itself
 * (risk type 3), with no amount: a listed address is flagged even where we hold none of its chain data.
 */
export const SANCTIONED_ITSELF_RULE: DefaultRule = {
  rule_name: 'Attributed to a sanctioned entity',
  alert_level: RiskLevel.Critical,
  rule_conditions: [{ rule_condition_type: 1, risk_types: [3], entity_types: ['Sanctions'] }],
};

/**
 * An address attributed to an illicit category is rated by what it is, like a sanctioned one, whatever its flows: a
 * mixer's or a ransomware operator's own wallet is High with no chain data at all (decision 0045). One rule per
 * category, so the reason reads 'Attributed to a coin mixer'. Ordinary services (exchanges, pools, DeFi…) have none.
 */
const ATTRIBUTED_TO: { rule_name: string; type: TagCategory }[] = [
  { rule_name: 'Attributed to a darknet market or vendor', type: 'Darknet' },
  { rule_name: 'Attributed to a coin mixer', type: 'Coin Mixer' },
  { rule_name: 'Attributed to malware', type: 'Malware' },
  { rule_name: 'Attributed to extortion or ransomware', type: 'Extortion' },
  { rule_name: 'Attributed to a scam', type: 'Scam' },
  { rule_name: 'Attributed to theft or stolen funds', type: 'Theft' },
  { rule_name: 'Attributed to a high-risk organisation', type: 'High Risk Organization' },
];

/** The subtypes worse than their category (severe in every commercial anchor): Critical, as sanctions are. */
export const SEVERE_SUBTYPES = {
  terroristFinancing: 1401,
  childSexualAbuseMaterial: 404,
  humanTrafficking: 1406,
} as const;

export const ATTRIBUTED_ILLICIT_RULES: readonly DefaultRule[] = [
  ...ATTRIBUTED_TO.map(({ rule_name, type }) => ({
    rule_name,
    alert_level: RiskLevel.High,
    rule_conditions: [{ rule_condition_type: 1 as const, risk_types: [3 as const], entity_types: [type] }],
  })),
  {
    rule_name: 'Attributed to terrorist financing, child abuse material or human trafficking',
    alert_level: RiskLevel.Critical,
    rule_conditions: Object.values(SEVERE_SUBTYPES).map((code) => ({
      rule_condition_type: 2 as const,
      risk_types: [3 as const],
      entity_subtypes: [code],
    })),
    is_only_or_conditions: true,
  },
];

function sanctionsRules(): DefaultRule[] {
  return [
    {
      rule_name: 'Direct exposure to sanctioned entities',
      alert_level: RiskLevel.Critical,
      rule_conditions: [direct(['Sanctions'], ANY_AMOUNT)],
    },
    {
      rule_name: 'Indirect exposure to sanctioned entities',
      alert_level: RiskLevel.High,
      rule_conditions: [indirect(['Sanctions'], 1_000)],
    },
  ];
}

function illicitRules(): DefaultRule[] {
  return [
    ...ILLICIT.map(({ name, types }) => ({
      rule_name: `Direct exposure to ${name}`,
      alert_level: RiskLevel.High,
      rule_conditions: [direct(types, 100)],
    })),
    ...ILLICIT.map(({ name, types }) => ({
      rule_name: `Indirect exposure to ${name}`,
      alert_level: RiskLevel.Medium,
      rule_conditions: [indirect(types, 1_000, 5)],
    })),
    {
      rule_name: 'Direct exposure to high-risk organisations',
      alert_level: RiskLevel.Medium,
      rule_conditions: [direct(['High Risk Organization'], 100)],
    },
  ];
}

export const DEFAULT_POLICIES: readonly DefaultPolicy[] = [
  {
    key: 'address-sanctions',
    name: 'Sanctions exposure',
    description:
      'Addresses that are, or dealt with, sanctioned entities: a sanctioned address and any direct exposure are Critical, indirect exposure of $1,000 or more is High.',
    type: PolicyType.Address,
    category: PolicyCategory.SourceOfFunds,
    rules: [SANCTIONED_ITSELF_RULE, ...sanctionsRules()],
  },
  {
    key: 'address-illicit',
    name: 'Illicit activity exposure',
    description:
      'Addresses that are, or dealt with, darknet markets, mixers, scams, theft, malware, ransomware and extortion: an address attributed to one is High (terrorist financing, child abuse material and human trafficking Critical); direct exposure of $100 or more is High; indirect exposure of $1,000 and 5% taint or more is Medium.',
    type: PolicyType.Address,
    category: PolicyCategory.SourceOfFunds,
    rules: [...ATTRIBUTED_ILLICIT_RULES, ...illicitRules()],
  },
  {
    key: 'address-behaviour',
    name: 'Behaviour',
    description:
      'Unusual activity of the address itself: large transactions, high fees, dormant addresses waking up.',
    type: PolicyType.Address,
    category: PolicyCategory.Behaviour,
    rules: [
      {
        rule_name: 'Large transaction',
        alert_level: RiskLevel.Caution,
        // $1,000,000: at $100,000 every exchange, pool and company treasury of the demo world is flagged.
        rule_conditions: [
          { rule_condition_type: 11, risk_types: BOTH, transaction_amount_threshold: 1_000_000 },
        ],
      },
      {
        rule_name: 'High transaction fee',
        alert_level: RiskLevel.Caution,
        rule_conditions: [{ rule_condition_type: 13, risk_types: [2], threshold_amount_usd: 1_000 }],
      },
      {
        rule_name: 'Dormant address reactivation',
        alert_level: RiskLevel.Info,
        rule_conditions: [
          { rule_condition_type: 10, risk_types: BOTH, dormancy_window: 365, inactivity_types: BOTH },
        ],
      },
      {
        rule_name: 'Interaction with a young address',
        alert_level: RiskLevel.Info,
        rule_conditions: [{ rule_condition_type: 12, risk_types: [2], address_age: 1 }],
        // Off by default: paying a fresh address is what every exchange withdrawal does.
        is_enabled: false,
      },
    ],
  },
  {
    key: 'transaction-sanctions',
    name: 'Transaction sanctions exposure',
    description:
      'Transactions with sanctioned parties or funds: any direct exposure is Critical, indirect exposure of $1,000 or more is High.',
    type: PolicyType.Transaction,
    category: PolicyCategory.SourceOfFunds,
    rules: sanctionsRules(),
  },
  {
    key: 'transaction-illicit',
    name: 'Transaction illicit activity exposure',
    description:
      'Transactions with funds from or to darknet markets, mixers, scams, theft, ransomware and extortion.',
    type: PolicyType.Transaction,
    category: PolicyCategory.SourceOfFunds,
    rules: illicitRules(),
  },
];
