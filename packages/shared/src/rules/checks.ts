import type { z } from 'zod';
import { isSelfRiskTypes, type RiskType } from './fields.ts';
import { RULE_MESSAGES, ruleMessage } from './messages.ts';

/** Cross-field checks of threshold pairs (spec part 3 §5). Each reports on the field the user must change. */

type Ctx = z.RefinementCtx;

function issue(ctx: Ctx, path: string, message: string): void {
  ctx.addIssue({ code: 'custom', message, path: [path] });
}

/** Lower amount must stay below the upper amount when one is set (the upper bound is exclusive). */
export function checkAmountPair(
  value: { threshold_amount_usd?: number; upper_threshold_amount_usd?: number | undefined },
  ctx: Ctx,
): void {
  const lower = value.threshold_amount_usd;
  const upper = value.upper_threshold_amount_usd;
  if (lower === undefined || upper === undefined || upper <= 0) return;
  if (lower >= upper) issue(ctx, 'threshold_amount_usd', ruleMessage('amountBelowUpper', upper));
}

/** Taint percent lower in 0..upper (upper defaults to 100); upper in lower..100. */
export function checkTaintPair(
  value: { taint_percent_threshold?: number | undefined; taint_percent_upper_threshold?: number | undefined },
  ctx: Ctx,
): void {
  const lower = value.taint_percent_threshold;
  const upper = value.taint_percent_upper_threshold;
  const upperIsValid = upper !== undefined && upper >= 0 && upper <= 100;
  const lowerIsValid = lower !== undefined && lower >= 0 && lower <= 100;
  if (lower !== undefined) {
    const bound = upperIsValid ? upper : 100;
    if (lower < 0 || lower > bound) issue(ctx, 'taint_percent_threshold', ruleMessage('taintLower', bound));
  }
  if (upper !== undefined) {
    const from = lowerIsValid ? lower : 0;
    if (upper < from || upper > 100)
      issue(ctx, 'taint_percent_upper_threshold', ruleMessage('taintUpper', from));
  }
}

export function checkCountPair(
  value: { transaction_count_threshold: number; transaction_count_upper_threshold?: number | undefined },
  ctx: Ctx,
): void {
  const upper = value.transaction_count_upper_threshold;
  if (upper !== undefined && value.transaction_count_threshold > upper) {
    issue(ctx, 'transaction_count_threshold', ruleMessage('countAboveUpper', upper));
  }
}

export function checkBounds(value: { lower_bound: number; upper_bound: number }, ctx: Ctx): void {
  if (value.lower_bound >= value.upper_bound) issue(ctx, 'lower_bound', ruleMessage('boundsOrder'));
}

export function checkExposureThresholds(
  value: {
    threshold_amount_usd?: number | undefined;
    upper_threshold_amount_usd?: number | undefined;
    taint_percent_threshold?: number | undefined;
    taint_percent_upper_threshold?: number | undefined;
  },
  ctx: Ctx,
): void {
  checkAmountPair(value, ctx);
  checkTaintPair(value, ctx);
}

/**
 * Direct exposure (1–3, 21): the amount is required when the condition looks at received or sent value; a
 * condition on the object itself (risk type 3) may leave it out (any amount, including none).
 */
export function checkDirectExposure(
  value: Parameters<typeof checkExposureThresholds>[0] & { risk_types: readonly RiskType[] },
  ctx: Ctx,
): void {
  if (value.threshold_amount_usd === undefined && !isSelfRiskTypes(value.risk_types)) {
    issue(ctx, 'threshold_amount_usd', RULE_MESSAGES.amountMinimum);
  }
  checkExposureThresholds(value, ctx);
}
