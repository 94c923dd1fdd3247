import { PolicyCategory } from '@riskscreen/shared';

/**
 * The threshold edges of the rule templates on the world of evm-rule-edges.world.test-support.ts: for each
 * template a condition, the addresses exactly at its edge (with the figure the clause observes) and those one unit
 * below or otherwise out.
 */
export type Edge = {
  template: number;
  category?: PolicyCategory;
  condition: Record<string, unknown>;
  /** Addresses exactly at the edge, with the observed value of the clause named by `field`. */
  fires: [string, number][];
  quiet: string[];
  field: string;
};

export const RECEIVED = [1];
const SENT = [2];
export const sanctions = { entity_types: ['Sanctions'] };
export const edges: Edge[] = [
  // Direct exposure, received, ≥ $1,000: T1a got exactly $1,000 from S, T1b $999.99.
  ...[
    { rule_condition_type: 1, ...sanctions },
    { rule_condition_type: 2, entity_subtypes: [1301] },
    { rule_condition_type: 3, entity_names: ['evil corp'] },
    { rule_condition_type: 5, sentiments: [-1] },
    { rule_condition_type: 21, ...sanctions },
  ].map(
    (c): Edge => ({
      template: c.rule_condition_type,
      condition: { ...c, risk_types: RECEIVED, threshold_amount_usd: 1000 },
      fires: [['T1a', 1000]],
      // S is Evil Corp itself, but received nothing from Sanctions: its own label does not meet the condition.
      quiet: ['T1b', 'T3b', 'S'],
      field: 'threshold_amount_usd',
    }),
  ),
  // The object itself (risk type 3): S is Evil Corp (Sanctions, OFAC SDN); T1a only received from it.
  ...[
    { rule_condition_type: 1, ...sanctions, field: 'entity_types' },
    { rule_condition_type: 2, entity_subtypes: [1301], field: 'entity_subtypes' },
    { rule_condition_type: 3, entity_names: ['evil corp'], field: 'entity_names' },
    { rule_condition_type: 21, ...sanctions, field: 'entity_types' },
  ].map(
    ({ field, ...c }): Edge => ({
      template: c.rule_condition_type,
      condition: { ...c, risk_types: [3] },
      fires: [['S', 1]],
      quiet: ['T1a', 'M'],
      field,
    }),
  ),
  // Taint: Sanctions ≥ $100 and ≥ 50% of what was received: T2a 50%, T2b 49.99%.
  {
    template: 1,
    condition: {
      rule_condition_type: 1,
      ...sanctions,
      risk_types: RECEIVED,
      threshold_amount_usd: 100,
      taint_percent_threshold: 50,
    },
    fires: [['T2a', 50]],
    quiet: ['T2b'],
    field: 'taint_percent_threshold',
  },
  // Outgoing: sent directly to the mixer ≥ $1,000. M, the mixer itself, sent nothing to a mixer.
  {
    template: 1,
    condition: {
      rule_condition_type: 1,
      entity_types: ['Coin Mixer'],
      risk_types: SENT,
      threshold_amount_usd: 1000,
    },
    fires: [['Oa', 1000]],
    quiet: ['Ob', 'T1a', 'M'],
    field: 'threshold_amount_usd',
  },
  // Indirect through X (half Sanctions), received, ≥ $1,000: T3a $1,000, T3b $999.99. T1a's exposure is direct.
  ...[
    { rule_condition_type: 18, ...sanctions },
    { rule_condition_type: 19, entity_subtypes: [1301] },
    { rule_condition_type: 20, entity_names: ['Evil Corp'] },
    { rule_condition_type: 21, ...sanctions },
  ].map(
    (c): Edge => ({
      template: c.rule_condition_type,
      condition: { ...c, risk_types: RECEIVED, threshold_amount_usd: 1000 },
      fires: [['T3a', 1000]],
      quiet: c.rule_condition_type === 21 ? ['T3b', 'T1b'] : ['T3b', 'T1a'],
      field: 'threshold_amount_usd',
    }),
  ),
  // hop_limit: the Sanctions funds two hops behind T4's counterparty count with a limit of 2, not of 1; one hop
  // behind T3a's counterparty they count with either.
  {
    template: 18,
    condition: {
      rule_condition_type: 18,
      ...sanctions,
      risk_types: RECEIVED,
      threshold_amount_usd: 1000,
      hop_limit: 2,
    },
    fires: [
      ['T4', 1000],
      ['T3a', 1000],
    ],
    quiet: ['T3b'],
    field: 'threshold_amount_usd',
  },
  {
    template: 18,
    condition: {
      rule_condition_type: 18,
      ...sanctions,
      risk_types: RECEIVED,
      threshold_amount_usd: 1000,
      hop_limit: 1,
    },
    fires: [['T3a', 1000]],
    quiet: ['T4'],
    field: 'threshold_amount_usd',
  },
  // 4: one transfer from a Sanctions counterparty ≥ $1,000.
  {
    template: 4,
    condition: {
      rule_condition_type: 4,
      ...sanctions,
      risk_types: RECEIVED,
      transaction_amount_threshold: 1000,
    },
    fires: [['T1a', 1000]],
    quiet: ['T1b', 'T3a'],
    field: 'transaction_amount_threshold',
  },
  {
    template: 7,
    category: PolicyCategory.Behaviour,
    condition: { rule_condition_type: 7, risk_types: RECEIVED, analysis_window: 1, multiplier_threshold: 4 },
    fires: [['P7a', 2000]],
    quiet: ['P7b'],
    field: 'multiplier_threshold',
  },
  {
    template: 8,
    category: PolicyCategory.Behaviour,
    condition: { rule_condition_type: 8, transit_window: 30, payment_amount_percent: 50 },
    fires: [['P8a', 50]],
    quiet: ['P8b', 'P8c'],
    field: 'payment_amount_percent',
  },
  {
    template: 9,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 9,
      risk_types: RECEIVED,
      counterparty_threshold: 3,
      analysis_window: 1,
    },
    fires: [['P9a', 3]],
    quiet: ['P9b', 'P15'],
    field: 'counterparty_threshold',
  },
  {
    template: 10,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 10,
      risk_types: RECEIVED,
      dormancy_window: 30,
      inactivity_types: [1, 2],
    },
    fires: [['P10a', 30]],
    quiet: ['P10b'],
    field: 'dormancy_window',
  },
  {
    template: 11,
    category: PolicyCategory.Behaviour,
    condition: { rule_condition_type: 11, risk_types: RECEIVED, transaction_amount_threshold: 1000 },
    fires: [['T1a', 1000]],
    quiet: ['T1b'],
    field: 'transaction_amount_threshold',
  },
  {
    template: 12,
    category: PolicyCategory.Behaviour,
    condition: { rule_condition_type: 12, risk_types: RECEIVED, address_age: 2 },
    fires: [['P12a', 2]],
    quiet: ['P12b'],
    field: 'address_age',
  },
  {
    template: 13,
    category: PolicyCategory.Behaviour,
    condition: { rule_condition_type: 13, risk_types: SENT, threshold_amount_usd: 42 },
    fires: [['P13a', 42]],
    quiet: ['P13b'],
    field: 'threshold_amount_usd',
  },
  {
    template: 14,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 14,
      risk_types: RECEIVED,
      lower_bound: 1000,
      upper_bound: 2000,
      transaction_count_threshold: 2,
    },
    fires: [['P14a', 2]],
    quiet: ['P14b'],
    field: 'transaction_count_threshold',
  },
  {
    template: 15,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 15,
      risk_types: RECEIVED,
      transaction_count_threshold: 3,
      analysis_window: 1,
    },
    fires: [
      ['P9a', 3],
      ['P15', 3],
    ],
    quiet: ['P9b'],
    field: 'transaction_count_threshold',
  },
  {
    template: 16,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 16,
      risk_types: RECEIVED,
      threshold_amount_usd: 1000,
      analysis_window: 1,
    },
    fires: [['P9a', 1000]],
    quiet: ['P9b', 'P15'],
    field: 'threshold_amount_usd',
  },
  {
    template: 17,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 17,
      risk_types: RECEIVED,
      transaction_amount_threshold: 300,
      transaction_count_threshold: 2,
      analysis_window: 1,
    },
    fires: [['P9a', 2]],
    quiet: ['P9b', 'P15'],
    field: 'transaction_count_threshold',
  },
  {
    template: 27,
    category: PolicyCategory.Behaviour,
    condition: { rule_condition_type: 27, address_age: 5 },
    fires: [['P27a', 5]],
    quiet: ['P27b'],
    field: 'address_age',
  },
  {
    template: 28,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 28,
      risk_types: RECEIVED,
      counterparty_threshold: 2,
      threshold_amount_usd: 1000,
      analysis_window: 1,
    },
    fires: [['P28a', 2]],
    quiet: ['P28b'],
    field: 'counterparty_threshold',
  },
  {
    template: 22,
    category: PolicyCategory.SourceOfFundsAdvanced,
    condition: { rule_condition_type: 22, entity_types: ['Exchange'], threshold_amount_usd: 1000 },
    fires: [['P22a', 1000]],
    quiet: ['P22b', 'P23a'],
    field: 'threshold_amount_usd',
  },
  {
    template: 23,
    category: PolicyCategory.SourceOfFundsAdvanced,
    condition: { rule_condition_type: 23, entity_types: ['Exchange'], threshold_amount_usd: 1000 },
    fires: [['P23a', 1000]],
    quiet: ['P23b', 'P22a'],
    field: 'threshold_amount_usd',
  },
  {
    template: 24,
    category: PolicyCategory.SourceOfFundsAdvanced,
    condition: { rule_condition_type: 24, entity_types: ['Exchange'], threshold_amount_usd: 1000 },
    fires: [
      ['P22a', 1000],
      ['P23a', 1000],
    ],
    quiet: ['P22b', 'P23b'],
    field: 'threshold_amount_usd',
  },
];
