import type { RuleConditionOf } from '@riskscreen/shared';
import { normaliseName } from '../exposure-entities.ts';
import { evaluateNames } from '../exposure-templates.ts';
import { asksAboutItself, evaluateItself, type SelfQuestion } from '../self-attribution.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** The object itself is one of the named entities (its attributions without a name never match). */
function attributedToNames(names: readonly string[]): SelfQuestion {
  const wanted = new Set(names.map(normaliseName));
  return {
    field: 'entity_names',
    target: names.map((n) => `"${n}"`).join(' or '),
    find: (entities) => {
      const entity = entities.find((e) => e.name !== '' && wanted.has(normaliseName(e.name)));
      return entity && { entity, matched: entity.name };
    },
  };
}

/** Template 3: direct exposure to named entities, or (risk type 3) the object itself is one of them. */
export function evaluateDirectEntityNames(
  condition: RuleConditionOf<3>,
  input: RuleInput,
): ConditionEvaluation {
  if (asksAboutItself(condition)) {
    return evaluateItself(condition, input, attributedToNames(condition.entity_names));
  }
  return evaluateNames(condition, input, 'direct');
}
