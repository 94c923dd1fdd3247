import type { RuleConditionOf } from '@riskscreen/shared';
import { subtypeName } from '../exposure-entities.ts';
import { evaluateSubtype } from '../exposure-templates.ts';
import { asksAboutItself, evaluateItself, type SelfQuestion } from '../self-attribution.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** The object itself carries the subtype: by code, or by name where its attribution has no code. */
function attributedToSubtype(codes: readonly number[], input: RuleInput): SelfQuestion {
  return {
    field: 'entity_subtypes',
    target: codes.map((code) => subtypeName(input, code)).join(' or '),
    find: (entities) => {
      for (const code of codes) {
        const name = subtypeName(input, code);
        const entity = entities.find((e) =>
          e.subtypeCode !== undefined && e.subtypeCode !== null
            ? e.subtypeCode === code
            : e.subtypeName === name,
        );
        if (entity) return { entity, matched: name };
      }
      return undefined;
    },
  };
}

/** Template 2: direct exposure to an entity subtype, or (risk type 3) the object itself is of it. */
export function evaluateDirectEntitySubtype(
  condition: RuleConditionOf<2>,
  input: RuleInput,
): ConditionEvaluation {
  if (asksAboutItself(condition)) {
    return evaluateItself(condition, input, attributedToSubtype(condition.entity_subtypes, input));
  }
  return evaluateSubtype(condition, input, 'direct');
}
