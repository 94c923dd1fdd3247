import {
  type PolicyCategory,
  type PolicyType,
  RULE_MESSAGES,
  type RuleConditionField,
  ruleCreateSchemaFor,
  ruleUpdateSchemaFor,
} from '@riskscreen/shared';
import { ApiError } from '../../lib/api-client.ts';
import type { RuleInput } from './rule-draft.ts';

/**
 * Errors keyed like the server's field errors: 'rule_name', 'rule_conditions', 'rule_conditions.0.lower_bound'.
 * The builder checks with the same schemas as the server, so a server answer and a local check read alike.
 */
export type RuleErrors = Record<string, string>;

type BuilderPolicy = { type: PolicyType; category: PolicyCategory };

/** The first message per field of the rule as the server would judge it ({} when it would be accepted). */
export function validateRule(input: RuleInput, policy: BuilderPolicy, isEdit: boolean): RuleErrors {
  const schema = isEdit ? ruleUpdateSchemaFor(policy) : ruleCreateSchemaFor(policy);
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const errors: RuleErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || 'non_field_errors';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The threshold-pair messages (amount, taint, count, bounds), by their text before the bound. */
const PAIR_MESSAGE_STARTS = [
  RULE_MESSAGES.amountBelowUpper,
  RULE_MESSAGES.taintLower,
  RULE_MESSAGES.taintUpper,
  RULE_MESSAGES.countAboveUpper,
  RULE_MESSAGES.boundsOrder,
].map((text) => text.split('{val}')[0] ?? text);

/**
 * The errors of threshold pairs only: a lower value above the upper one is wrong whatever else the user still has
 * to fill in, so the builder says so while they type instead of waiting for Save.
 */
export function pairConflicts(errors: RuleErrors): RuleErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) =>
      PAIR_MESSAGE_STARTS.some((start) => message.startsWith(start)),
    ),
  );
}

/** Field errors of a server answer ({ field: [messages] }), or {} for any other failure. */
export function serverFieldErrors(error: unknown): RuleErrors {
  return error instanceof ApiError ? error.fieldErrors : {};
}

/** The error under one field of one condition; list items (a duplicate entity name) count for their field. */
export function conditionFieldError(
  errors: RuleErrors,
  index: number,
  field: RuleConditionField | 'rule_condition_type',
): string | undefined {
  const key = `rule_conditions.${index}.${field}`;
  if (errors[key]) return errors[key];
  const item = Object.keys(errors).find((k) => k.startsWith(`${key}.`));
  return item ? errors[item] : undefined;
}

/** Errors of a condition that no field shows (e.g. an unknown condition type from an old rule). */
export function conditionErrors(errors: RuleErrors, index: number): string | undefined {
  return errors[`rule_conditions.${index}`];
}
