/** The rule condition types of spec part 3 §5: each number is one template, defined in this folder. */
export const RULE_TEMPLATE_NUMBERS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
] as const;
export type RuleTemplateNumber = (typeof RULE_TEMPLATE_NUMBERS)[number];

export function isRuleTemplateNumber(value: number): value is RuleTemplateNumber {
  return (RULE_TEMPLATE_NUMBERS as readonly number[]).includes(value);
}
