import { z } from 'zod';
import { RULE_TEMPLATE_NUMBERS } from './catalogue.ts';

/**
 * What a rule evaluation records (STYLE.md: every evaluated condition records the value it saw and its
 * threshold). Clauses become the body of an alert item; the context becomes the alert's latest_context.
 */

export const CLAUSE_OPERATORS = ['gte', 'gt', 'lte', 'lt', 'eq'] as const;
export type ClauseOperator = (typeof CLAUSE_OPERATORS)[number];
export const CLAUSE_OPERATOR_SYMBOLS: Record<ClauseOperator, string> = {
  gte: '≥',
  gt: '>',
  lte: '≤',
  lt: '<',
  eq: '=',
};

export const ruleClauseSchema = z.object({
  /** The condition field the threshold came from (e.g. threshold_amount_usd), or what was measured. */
  field: z.string(),
  /** The value the engine saw (USD, percent, count, days…); null when there was nothing to measure. */
  observed: z.number().nullable(),
  threshold: z.number(),
  operator: z.enum(CLAUSE_OPERATORS),
  passed: z.boolean(),
  /** The clause in words, e.g. 'Received from Sanctions: $1,200 ≥ $1,000'. */
  text: z.string(),
});
export type RuleClause = z.infer<typeof ruleClauseSchema>;

/** Rule latest_context entries (spec part 3 §3). month is 1–12 (UTC calendar month of the evaluation). */
export const ruleLatestContextSchema = z.object({
  rule_condition_type: z.union(RULE_TEMPLATE_NUMBERS.map((n) => z.literal(n))),
  /** 1 received, 2 sent, 3 the object itself; absent when the condition combined both directions. */
  risk_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  analysis_window: z.number().optional(),
  transaction_amount_threshold: z.number().optional(),
  transaction_id: z.string().optional(),
  transit_window: z.number().optional(),
  month: z.number().int().min(1).max(12).optional(),
  year: z.number().int().optional(),
  tag_type_verbose: z.string().optional(),
  tag_subtype_verbose: z.string().optional(),
  tag_name_verbose: z.string().optional(),
});
export type RuleLatestContext = z.infer<typeof ruleLatestContextSchema>;
