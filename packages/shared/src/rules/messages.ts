import { ERROR_TEXTS } from '../errors/catalogue.ts';

/**
 * Validation messages of the rule builder (spec part 3 §5). The number text and the conditions text are the
 * specification's; the taint texts are too, but say "between 0 and 5" where it says "between 0 to 5" (decision
 * 0024: a plain English range reads as the product's, the misprint as a defect). The specification does not show
 * the others, so they follow the same pattern. `{val}` is replaced by the bound that applies.
 */
export const RULE_MESSAGES = {
  /** An empty field of the forms (spec §5). An absent field of an API body is worded 'This field is required.'. */
  required: 'Required',
  /** Wrong JSON types in an API body; the forms cannot send them. Worded like the API's other field errors. */
  notAString: ERROR_TEXTS.not_a_string,
  notANumber: ERROR_TEXTS.not_a_number,
  notAList: ERROR_TEXTS.not_a_list,
  notABoolean: ERROR_TEXTS.not_a_boolean,
  tooManyConditions: 'A rule can have at most {val} conditions',
  duplicateCondition: 'This condition is the same as condition {val}',
  entityNamesMax: 'Add up to {val} entity names',
  invalidNumber: 'Please enter valid value in number',
  taintLower: 'Please enter valid Taint Percent between 0 and {val}',
  taintUpper: 'Please enter valid Taint Percent between {val} and 100',
  amountMinimum: 'Please enter valid Amount greater than 0.01',
  amountBelowUpper: 'Please enter valid Amount between 0.01 and {val}',
  countAboveUpper: 'Please enter valid Transaction Count between 1 and {val}',
  boundsOrder: 'Lower bound must be less than upper bound',
  atLeastOneCondition: 'At least one condition must be added',
  entityTypesMax: 'Select up to 2 entity types',
  entitySubtypesMax: 'Select only 1 entity subtype',
  entitySubtypeUnknown: 'Unknown entity subtype',
  sentimentsMax: 'Select up to 2 sentiments',
  entityNameEmpty: 'Entity name cannot be empty',
  entityNameDuplicate: 'Entity name already added',
  templateNotOffered: 'This condition is not offered for this policy',
  customTagRequired: 'Select a custom tag to apply',
  transactionPolicyCategory: 'Transaction policies only take Source of Funds rules',
  selfNotOffered: 'The object itself is not offered for this condition or policy',
} as const;
export type RuleMessageKey = keyof typeof RULE_MESSAGES;

export function ruleMessage(key: RuleMessageKey, val?: string | number): string {
  const text: string = RULE_MESSAGES[key];
  return val === undefined ? text : text.replace('{val}', String(val));
}
