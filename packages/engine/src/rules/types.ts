import type {
  RiskLevel,
  RuleClause,
  RuleCondition,
  RuleLatestContext,
  RuleTemplateNumber,
  Sentiment,
  TagCategory,
} from '@riskscreen/shared';
import type {
  CounterpartySummaryRow,
  EntityExposure,
  ExposureDirection,
  SplitValue,
} from '../exposure/types.ts';

/**
 * What the rule evaluators read. Pure data: the server gathers it (exposure, the object's own transfers, its
 * lists) and passes `now`, so an evaluation can be replayed and tested without a clock or a database.
 */

/** One direction of exposure, exactly as packages/engine/src/exposure produces it (DirectionExposure fits). */
export type RuleDirectionExposure = {
  total: number;
  direct: number;
  indirect: number;
  unknown: number;
  rows: readonly CounterpartySummaryRow[];
  /** Not a partition: every category of an attributed counterparty gets the full value. */
  categoryTotals: Partial<Record<TagCategory, SplitValue>>;
  /** Per entity (subtype numbers live here); when absent, the rows are read instead. */
  entities?: readonly EntityExposure[];
};

export type RuleExposure = Record<ExposureDirection, RuleDirectionExposure>;

/** One attribution the screened object itself carries (its own label, or its cluster owner's). */
export type SubjectEntity = {
  name: string;
  category: TagCategory;
  /** The subtype's name as the rows show it ('Unknown' when none). */
  subtypeName: string;
  subtypeCode?: number | null;
};

export type RuleSubject = {
  kind: 'address' | 'transaction' | 'customer';
  /** Epoch seconds of the object's first activity on chain. */
  firstSeen?: number;
  ownCategories: readonly TagCategory[];
  /**
   * What the object itself is attributed to, primary first: read only by conditions on the object itself (risk
   * type 3 of templates 1–3 and 21). Categories of ownCategories count even without an entry here.
   */
  attribution?: readonly SubjectEntity[];
  /** Names of the custom tags on the object (for display; no template reads them). */
  customTags: readonly string[];
  /** Custom lists (custom tags, blacklist) holding the object, with each list's risk level. */
  /** The lists holding the object; the name is shown in the alert item (the id alone means nothing to an analyst). */
  customLists: readonly { listId: number; riskLevel: RiskLevel; name?: string }[];
};

/** 1 incoming, -1 outgoing (the Direction enum). */
export type TransferDirection = 1 | -1;

/** One of the object's own value movements. */
export type RuleTransfer = {
  txHash: string;
  /** Epoch seconds. */
  time: number;
  direction: TransferDirection;
  counterparty: string;
  /** Epoch seconds the counterparty was first seen on chain. */
  counterpartyFirstSeen?: number;
  counterpartyCategories: readonly TagCategory[];
  counterpartySentiment?: Sentiment;
  /** Ids of the custom lists (custom tags) holding the counterparty (template 6). */
  counterpartyCustomTags?: readonly number[];
  valueUsd: number;
  feeUsd?: number;
  tokenSymbol: string;
};

export type RuleInput = {
  exposure: RuleExposure;
  /**
   * Exposure traced with other hop limits, keyed by hop count. Indirect templates (18–21) with a hop_limit read
   * the entry for their limit; without one they read `exposure` (the workspace's hop setting).
   */
  exposureAtHops?: Readonly<Record<number, RuleExposure>>;
  subject: RuleSubject;
  transfers: readonly RuleTransfer[];
  /** Subtype code → the name used in the rows' tag_subtype_verbose (when `entities` is absent). */
  subtypeNames?: Readonly<Record<number, string>>;
  /** Entity id → sentiment, where an entity's own sentiment differs from its category's default. */
  entitySentiments?: Readonly<Record<string, Sentiment>>;
  /** Epoch seconds. */
  now: number;
};

export type ConditionEvaluation = {
  rule_condition_type: RuleTemplateNumber;
  fired: boolean;
  /** Every threshold checked, with the value seen; for a fired condition, the clauses that made it fire. */
  clauses: RuleClause[];
  context: RuleLatestContext;
  /** Set by the custom list templates (25, 26): the alert takes the list's risk level. */
  alertLevel?: RiskLevel;
};

export type RuleToEvaluate = {
  rule_conditions: readonly RuleCondition[];
  is_only_or_conditions: boolean;
  alert_level?: RiskLevel;
};

export type RuleEvaluation = {
  fired: boolean;
  /** One per condition, in order. */
  conditions: ConditionEvaluation[];
  /** The clauses of the conditions that fired (the alert item body); all clauses when nothing fired. */
  clauses: RuleClause[];
  /** latest_context of the first condition that fired (of the first condition when none did; none without conditions). */
  context?: RuleLatestContext;
  /** The rule's alert level, or the highest list level of a firing custom list condition. */
  alertLevel?: RiskLevel;
};
