import type { RuleConditionOf, TagCategory } from '@riskscreen/shared';
import {
  type EntityValue,
  type ExposurePart,
  entityValues,
  exposureFor,
  measureEntities,
  normaliseName,
  partOf,
  subtypeName,
} from './exposure-entities.ts';
import { type DirectionMeasure, evaluatePerDirection } from './exposure-thresholds.ts';
import type { ConditionEvaluation, RuleDirectionExposure, RuleInput } from './types.ts';

/**
 * Exposure to counterparties read from the traced exposure, shared by the exposure templates: direct (1–3, 5),
 * indirect (18–20) or both (21). Taint is the matching value as a share of everything received (or sent).
 */

const QUALIFIER: Record<ExposurePart, string> = { direct: ' (direct)', indirect: ' (indirect)', total: '' };

export function either(items: readonly string[]): string {
  return items.join(' or ');
}

/**
 * Exposure to entity types, from the category totals. A counterparty carrying both chosen categories is
 * counted under each, so the sum is capped at the direction's value of that part.
 */
function measureTypes(
  exposure: RuleDirectionExposure,
  types: readonly TagCategory[],
  part: ExposurePart,
): DirectionMeasure {
  let amount = 0;
  let topType: TagCategory | undefined;
  let topValue = 0;
  for (const type of types) {
    const split = exposure.categoryTotals[type];
    const value = split ? partOf(split, part) : 0;
    amount += value;
    if (value > topValue) {
      topType = type;
      topValue = value;
    }
  }
  const cap = partOf(exposure, part);
  return {
    amount: Math.min(amount, cap),
    total: exposure.total,
    tags: topType ? { tag_type_verbose: topType } : {},
  };
}

export function evaluateEntityTypes(
  condition: RuleConditionOf<1> | RuleConditionOf<18> | RuleConditionOf<21>,
  input: RuleInput,
  part: ExposurePart,
): ConditionEvaluation {
  const exposure = exposureFor(input, 'hop_limit' in condition ? condition.hop_limit : undefined);
  const target = either(condition.entity_types) + QUALIFIER[part];
  return evaluatePerDirection(condition, target, (direction) =>
    measureTypes(exposure[direction], condition.entity_types, part),
  );
}

export function evaluateEntities(
  condition: Parameters<typeof evaluatePerDirection>[0] & { hop_limit?: number },
  input: RuleInput,
  part: ExposurePart,
  target: string,
  matches: (entity: EntityValue) => boolean,
): ConditionEvaluation {
  const exposure = exposureFor(input, condition.hop_limit);
  return evaluatePerDirection(condition, target + QUALIFIER[part], (direction) => {
    const side = exposure[direction];
    return measureEntities(side, entityValues(input, side), part, matches);
  });
}

export function evaluateSubtype(
  condition: RuleConditionOf<2> | RuleConditionOf<19>,
  input: RuleInput,
  part: ExposurePart,
): ConditionEvaluation {
  const codes = condition.entity_subtypes;
  // Rows without entities carry the subtype as text: its name, or the code when the server did not name it.
  const texts = new Set(codes.flatMap((code) => [subtypeName(input, code), String(code)]));
  const target = either(codes.map((code) => subtypeName(input, code)));
  return evaluateEntities(condition, input, part, target, (e) =>
    e.subtypeCode !== null ? codes.includes(e.subtypeCode) : texts.has(e.subtypeName),
  );
}

export function evaluateNames(
  condition: RuleConditionOf<3> | RuleConditionOf<20>,
  input: RuleInput,
  part: ExposurePart,
): ConditionEvaluation {
  const names = new Set(condition.entity_names.map(normaliseName));
  const target = either(condition.entity_names.map((n) => `"${n}"`));
  return evaluateEntities(condition, input, part, target, (e) => names.has(normaliseName(e.name)));
}
