import {
  isSelfRiskTypes,
  type RiskType,
  type RuleClause,
  type RuleLatestContext,
  type RuleTemplateNumber,
  type TagCategory,
} from '@riskscreen/shared';
import { allPassed } from './clauses.ts';
import { type ExposureThresholds, thresholdClauses } from './exposure-thresholds.ts';
import type { ConditionEvaluation, RuleInput, SubjectEntity } from './types.ts';

/**
 * Risk type 3 on the direct exposure templates (1–3, 21): the condition asks what the screened object itself is
 * attributed to, not what it dealt with. It holds when the object's own attribution (its labels, or its cluster
 * owner's) names the chosen type, subtype or entity, and every threshold set on it holds too: the amount is what the
 * object received and sent (all of it the entity's own value, so its taint is 100%). Without an amount it holds
 * whatever the chain data says, so an address on a sanctions list is flagged on a chain we hold no data for.
 */

export function asksAboutItself(condition: { risk_types: readonly RiskType[] }): boolean {
  return isSelfRiskTypes(condition.risk_types);
}

/** One of the object's attributions the condition names, and what it matched (a type, subtype or name). */
export type SelfMatch = { entity: SubjectEntity; matched: string };

/** What a template asks of the object's own attribution: each template says what it names and how to match it. */
export type SelfQuestion = {
  /** The condition field that names the target (entity_types, entity_subtypes or entity_names). */
  field: string;
  /** The target in words: 'Sanctions or Scam'. */
  target: string;
  /** The first of the object's attributions the condition names. */
  find: (entities: readonly SubjectEntity[]) => SelfMatch | undefined;
};

/** Templates 1 and 21: the object is attributed to one of the entity types. */
export function attributedToTypes(types: readonly TagCategory[]): SelfQuestion {
  return {
    field: 'entity_types',
    target: types.join(' or '),
    find: (entities) => {
      for (const type of types) {
        const entity = entities.find((e) => e.category === type);
        if (entity) return { entity, matched: type };
      }
      return undefined;
    },
  };
}

/** The object's own attribution; categories known only from ownCategories get an entry without a name. */
function ownEntities(input: RuleInput): SubjectEntity[] {
  const entities = [...(input.subject.attribution ?? [])];
  for (const category of input.subject.ownCategories) {
    if (!entities.some((e) => e.category === category)) {
      entities.push({ name: '', category, subtypeName: 'Unknown' });
    }
  }
  return entities;
}

export function evaluateItself(
  condition: ExposureThresholds & { rule_condition_type: RuleTemplateNumber },
  input: RuleInput,
  question: SelfQuestion,
): ConditionEvaluation {
  const { field, target } = question;
  const match = question.find(ownEntities(input));
  const who =
    match && match.entity.name !== '' && match.entity.name !== match.matched ? ` (${match.entity.name})` : '';
  const attribution: RuleClause = {
    field,
    observed: match ? 1 : 0,
    threshold: 1,
    operator: 'eq',
    passed: match !== undefined,
    text: match
      ? `The object itself is attributed to ${match.matched}${who}`
      : `The object itself is not attributed to ${target}`,
  };
  const { incoming, outgoing } = input.exposure;
  const ownValue = incoming.total + outgoing.total;
  const clauses = [
    attribution,
    ...thresholdClauses(
      'The object itself (received and sent)',
      ownValue,
      ownValue,
      condition,
      match ? 100 : 0,
    ),
  ];
  const context: RuleLatestContext = { rule_condition_type: condition.rule_condition_type, risk_type: 3 };
  if (match) {
    context.tag_type_verbose = match.entity.category;
    if (match.entity.subtypeName) context.tag_subtype_verbose = match.entity.subtypeName;
    if (match.entity.name) context.tag_name_verbose = match.entity.name;
  }
  return {
    rule_condition_type: condition.rule_condition_type,
    fired: allPassed(clauses),
    clauses,
    context,
  };
}
