import type { z } from 'zod';
import { type PolicyCategory, PolicyType } from '../../enums/entities.ts';
import { RULE_CONDITION_FIELDS, type RuleConditionField } from '../fields.ts';
import type { RuleTemplateNumber } from './numbers.ts';

/**
 * What a template reads of the screened object (the parts of the engine's RuleInput), so the server loads only
 * what the enabled rules need. A condition on the object itself (risk type 3) also reads 'ownAttribution'.
 */
export const RULE_FACTS = [
  /** The traced exposure of the object (always loaded with its report). */
  'exposure',
  /** Exposure traced again with the condition's own hop limit. */
  'exposureAtHops',
  /** The object's own transfers. */
  'transfers',
  /** The attribution categories of each transfer's counterparty. */
  'counterpartyCategories',
  /** When each transfer's counterparty was first seen. */
  'counterpartyFirstSeen',
  /** The custom lists holding each transfer's counterparty. */
  'counterpartyLists',
  /** The custom lists (and blacklist) holding the object. */
  'ownLists',
  /** What the object itself is attributed to. */
  'ownAttribution',
  /** When the object was first seen. */
  'firstSeen',
] as const;
export type RuleFact = (typeof RULE_FACTS)[number];

/** Names a sentence cannot know from the condition alone (custom tags are workspace data). */
export type RuleSentenceLabels = { customTagName?: string };

/** The catalogue part of a template: what the rule builder lists, and for which policies. */
export type RuleTemplate = {
  number: RuleTemplateNumber;
  name: string;
  /** null for the system rules of custom lists (25, 26), which belong to no builder category. */
  category: PolicyCategory | null;
  /** Policy (item) types whose rule builder offers the template. */
  itemTypes: readonly PolicyType[];
  /** System rules are created with custom lists, never from the rule builder. */
  isSystem: boolean;
};

/** Every policy type, and every one but Transaction (a transaction has no history of its own). */
export const ALL_ITEM_TYPES = [PolicyType.Transaction, PolicyType.Address, PolicyType.Customer] as const;
export const NOT_TRANSACTION = [PolicyType.Address, PolicyType.Customer] as const;

/** A template's parameters: a zod object whose rule_condition_type is the template's number. */
export type TemplateParams<N extends RuleTemplateNumber> = z.ZodObject<
  { rule_condition_type: z.ZodLiteral<N> } & z.core.$ZodLooseShape
>;

/** What a template file writes. */
export type RuleTemplateSpec<N extends RuleTemplateNumber, S extends TemplateParams<N>> = Omit<
  RuleTemplate,
  'number' | 'isSystem'
> & {
  number: N;
  isSystem?: boolean;
  /** The parameter schema, its fields in the builder's order. */
  params: S;
  reads: readonly RuleFact[];
  /** The payment type also offers risk type 3, the object itself (outside Transaction policies). */
  canAskAboutItself?: boolean;
  /** The payment type is part of the template (22 received, 23 sent, 24 both, 27 the object itself). */
  isDirectionFixed?: boolean;
  /** The condition in the product's words, as the rule list, the builder and alerts show it. */
  sentence(condition: z.output<S>, labels: RuleSentenceLabels): string;
};

/** A complete template: the spec with its defaults, and the fields derived from its parameters. */
export type RuleTemplateDefinition<
  N extends RuleTemplateNumber = RuleTemplateNumber,
  S extends TemplateParams<N> = TemplateParams<N>,
> = Required<RuleTemplateSpec<N, S>> & {
  /** The parameter fields (rule_condition_type excluded), in the builder's order. */
  fields: readonly RuleConditionField[];
  /** The fields the builder shows: all of them, but a fixed payment type. */
  builderFields: readonly RuleConditionField[];
};

function isConditionField(key: string): key is RuleConditionField {
  return (RULE_CONDITION_FIELDS as readonly string[]).includes(key);
}

export function defineTemplate<const N extends RuleTemplateNumber, S extends TemplateParams<N>>(
  spec: RuleTemplateSpec<N, S>,
): RuleTemplateDefinition<N, S> {
  const isDirectionFixed = spec.isDirectionFixed ?? false;
  const fields = Object.keys(spec.params.shape).filter(isConditionField);
  return {
    ...spec,
    isSystem: spec.isSystem ?? false,
    canAskAboutItself: spec.canAskAboutItself ?? false,
    isDirectionFixed,
    fields,
    builderFields: isDirectionFixed ? fields.filter((f) => f !== 'risk_types') : fields,
  };
}
