import { z } from 'zod';
import { PolicyCategory, PolicyType } from '../enums/entities.ts';
import { RULE_MESSAGES } from './messages.ts';
import { booleanError, choiceError, requiredText } from './typed-fields.ts';

/** Longest policy name and description (the forms' inputs stop there too). */
export const POLICY_TEXT_LIMITS = { name: 100, description: 2000 } as const;

const policyName = requiredText(POLICY_TEXT_LIMITS.name);
const policyDescription = requiredText(POLICY_TEXT_LIMITS.description);
export const policyTypeSchema = z.union(
  [z.literal(PolicyType.Transaction), z.literal(PolicyType.Address), z.literal(PolicyType.Customer)],
  { error: choiceError },
);
export const policyCategorySchema = z.union(
  [
    z.literal(PolicyCategory.SourceOfFunds),
    z.literal(PolicyCategory.Behaviour),
    z.literal(PolicyCategory.SourceOfFundsAdvanced),
  ],
  { error: choiceError },
);

/** Create Policy: every field required; a Transaction policy only takes Source of Funds (spec part 3 §5). */
export const policyCreateSchema = z
  .object({
    name: policyName,
    description: policyDescription,
    type: policyTypeSchema,
    category: policyCategorySchema,
    is_enabled: z.boolean({ error: booleanError }),
  })
  .superRefine((policy, ctx) => {
    if (policy.type === PolicyType.Transaction && policy.category !== PolicyCategory.SourceOfFunds) {
      ctx.addIssue({ code: 'custom', message: RULE_MESSAGES.transactionPolicyCategory, path: ['category'] });
    }
  });
export type PolicyCreate = z.infer<typeof policyCreateSchema>;

/** Edit policy: name and description required; type and category are read-only (dropped if sent). */
export const policyUpdateSchema = z.object({
  name: policyName,
  description: policyDescription,
  is_enabled: z.boolean({ error: booleanError }).optional(),
});
export type PolicyUpdate = z.infer<typeof policyUpdateSchema>;

/** Enable or disable (Live / Deactivated). */
export const policyStatusSchema = z.object({ is_enabled: z.boolean({ error: booleanError }) });

export const policySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: policyTypeSchema,
  type_verbose: z.string(),
  category: policyCategorySchema,
  category_verbose: z.string(),
  is_enabled: z.boolean(),
  /** The system policy of custom lists: its rules follow the lists and are not edited directly. */
  is_for_custom_list: z.boolean(),
  rule_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Policy = z.infer<typeof policySchema>;
