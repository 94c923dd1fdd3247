import {
  isSelfRiskTypes,
  type RiskType,
  type RuleClause,
  type RuleConditionOf,
  type RuleLatestContext,
} from '@riskscreen/shared';
import { allPassed } from './clauses.ts';
import { subtypeName } from './exposure-entities.ts';
import { thresholdClauses } from './exposure-thresholds.ts';
import type { ConditionEvaluation, RuleInput, SubjectEntity } from './types.ts';

/**
 * Risk type 3 on the direct exposure templates (1–3, 21): the condition asks what the screened object itself is
 * attributed to, not what it dealt with. It holds when the object's own attribution (its labels, or its cluster
 * owner's) names the chosen type, subtype or entity, and every threshold set on it holds too: the amount is what the
 * object received and sent (all of it the entity's own value, so its taint is 100%). Without an amount it holds
 * whatever the chain data says, so an address on a sanctions list is flagged on a chain we hold no data for.
 */

type DirectCondition = RuleConditionOf<1> | RuleConditionOf<2> | RuleConditionOf<3> | RuleConditionOf<21>;

export function asksAboutItself(condition: { risk_types: readonly RiskType[] }): boolean {
  return isSelfRiskTypes(condition.risk_types);
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

function normaliseName(name: string): string {
  return name.trim().toLowerCase();
}

/** The first of the object's attributions the condition names, and what it matched (a type, subtype or name). */
function findMatch(
  condition: DirectCondition,
  input: RuleInput,
  entities: readonly SubjectEntity[],
): { entity: SubjectEntity; matched: string } | undefined {
  switch (condition.rule_condition_type) {
    case 1:
    case 21:
      for (const type of condition.entity_types) {
        const entity = entities.find((e) => e.category === type);
        if (entity) return { entity, matched: type };
      }
      return undefined;
    case 2:
      for (const code of condition.entity_subtypes) {
        const name = subtypeName(input, code);
        const entity = entities.find((e) =>
          e.subtypeCode !== undefined && e.subtypeCode !== null
            ? e.subtypeCode === code
            : e.subtypeName === name,
        );
        if (entity) return { entity, matched: name };
      }
      return undefined;
    case 3: {
      const wanted = new Set(condition.entity_names.map(normaliseName));
      const entity = entities.find((e) => e.name !== '' && wanted.has(normaliseName(e.name)));
      return entity && { entity, matched: entity.name };
    }
  }
}

function targetOf(condition: DirectCondition, input: RuleInput): { field: string; target: string } {
  switch (condition.rule_condition_type) {
    case 1:
    case 21:
      return { field: 'entity_types', target: condition.entity_types.join(' or ') };
    case 2:
      return {
        field: 'entity_subtypes',
        target: condition.entity_subtypes.map((code) => subtypeName(input, code)).join(' or '),
      };
    case 3:
      return { field: 'entity_names', target: condition.entity_names.map((n) => `"${n}"`).join(' or ') };
  }
}

export function evaluateItself(condition: DirectCondition, input: RuleInput): ConditionEvaluation {
  const { field, target } = targetOf(condition, input);
  const match = findMatch(condition, input, ownEntities(input));
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
