import type { ConditionEvaluation } from '@riskscreen/engine';
import { findEntitySubtype, type RuleCondition, type TagCategory } from '@riskscreen/shared';

/** What the screened object itself is attributed to (its own labels, or its cluster's owner). */
export type OwnAttribution = {
  categories: readonly TagCategory[];
  /** Entity names and subtype names of the object's own and owner attribution. */
  names: readonly string[];
  subtypeNames: readonly string[];
  /** Shown in the clause and the context: the primary attribution. */
  primary: { type: TagCategory; subtype: string; name: string } | null;
};

/**
 * The object itself is the entity (DESIGN.md §4: "an address attributed to a sanctioned entity is Critical
 * through the default sanctions policy"): a direct exposure condition (templates 1–3, and 21 which includes
 * direct) on the object's own category, subtype or entity name is met whatever the amounts, so an address on a
 * sanctions list is flagged even when the chain store holds none of its transfers. Returns undefined when the
 * condition does not name the object's own attribution.
 */
export function ownAttributionMatch(
  condition: RuleCondition,
  own: OwnAttribution,
): ConditionEvaluation | undefined {
  const c = condition;
  let field: string;
  let matched: string | undefined;
  switch (c.rule_condition_type) {
    case 1:
    case 21:
      field = 'entity_types';
      matched = c.entity_types.find((t) => own.categories.includes(t));
      break;
    case 2: {
      field = 'entity_subtypes';
      const names = c.entity_subtypes.flatMap((code) => findEntitySubtype(code)?.name ?? []);
      matched = names.find((n) => own.subtypeNames.includes(n));
      break;
    }
    case 3: {
      field = 'entity_names';
      const wanted = new Set(c.entity_names.map((n) => n.trim().toLowerCase()));
      matched = own.names.find((n) => wanted.has(n.trim().toLowerCase()));
      break;
    }
    default:
      return undefined;
  }
  if (matched === undefined) return undefined;
  const who = own.primary ? ` (${own.primary.name})` : '';
  return {
    rule_condition_type: c.rule_condition_type,
    fired: true,
    clauses: [
      {
        field,
        observed: 1,
        threshold: 1,
        operator: 'eq',
        passed: true,
        text: `The object itself is attributed to ${matched}${who}`,
      },
    ],
    context: {
      rule_condition_type: c.rule_condition_type,
      risk_type: 3,
      ...(own.primary && {
        tag_type_verbose: own.primary.type,
        tag_subtype_verbose: own.primary.subtype,
        tag_name_verbose: own.primary.name,
      }),
    },
  };
}
