import { CATEGORY_SENTIMENT, findEntitySubtype, type Sentiment, type TagCategory } from '@riskscreen/shared';
import type { TagContext } from './exposure-thresholds.ts';
import type { RuleDirectionExposure, RuleExposure, RuleInput } from './types.ts';

/** Which part of exposure a template reads: direct (1–5), indirect (18–20) or both (21). */
export type ExposurePart = 'direct' | 'indirect' | 'total';

/** One attributed counterparty entity as the templates see it, from `entities` or, without them, the rows. */
export type EntityValue = {
  entityId: string | null;
  name: string;
  category: TagCategory;
  subtypeCode: number | null;
  /** As in the rows' tag_subtype_verbose. */
  subtypeName: string;
  direct: number;
  indirect: number;
};

export function partOf(value: { direct: number; indirect: number }, part: ExposurePart): number {
  return part === 'direct'
    ? value.direct
    : part === 'indirect'
      ? value.indirect
      : value.direct + value.indirect;
}

/** The exposure a condition reads: the one traced with its hop limit when the server supplied it. */
export function exposureFor(input: RuleInput, hopLimit: number | undefined): RuleExposure {
  if (hopLimit === undefined) return input.exposure;
  return input.exposureAtHops?.[hopLimit] ?? input.exposure;
}

/** Entity names match without case or surrounding spaces. */
export function normaliseName(name: string): string {
  return name.trim().toLowerCase();
}

export function subtypeName(input: RuleInput, code: number): string {
  return input.subtypeNames?.[code] ?? findEntitySubtype(code)?.name ?? String(code);
}

export function entityValues(input: RuleInput, exposure: RuleDirectionExposure): EntityValue[] {
  if (exposure.entities) {
    return exposure.entities.map((e) => ({
      entityId: e.entityId,
      name: e.name,
      category: e.category,
      subtypeCode: e.subtype,
      subtypeName: e.subtype === null ? 'Unknown' : subtypeName(input, e.subtype),
      direct: e.direct,
      indirect: e.indirect,
    }));
  }
  const byEntity = new Map<string, EntityValue>();
  for (const row of exposure.rows) {
    if (row.tag_type_verbose === 'Unknown') continue;
    const key = row.entity_id ?? `${row.tag_type_verbose}/${row.tag_name_verbose}`;
    let value = byEntity.get(key);
    if (!value) {
      value = {
        entityId: row.entity_id ?? null,
        name: row.tag_name_verbose,
        category: row.tag_type_verbose,
        subtypeCode: null,
        subtypeName: row.tag_subtype_verbose,
        direct: 0,
        indirect: 0,
      };
      byEntity.set(key, value);
    }
    value[row.exposure_type] += row.total_value_usd;
  }
  return [...byEntity.values()];
}

/** Direction total and the value with matching entities (the largest one names the tags of latest_context). */
export function measureEntities(
  exposure: RuleDirectionExposure,
  entities: readonly EntityValue[],
  part: ExposurePart,
  matches: (entity: EntityValue) => boolean,
): { amount: number; total: number; tags: TagContext } {
  let amount = 0;
  let top: EntityValue | undefined;
  for (const entity of entities) {
    if (!matches(entity)) continue;
    const value = partOf(entity, part);
    amount += value;
    if (value > 0 && (!top || value > partOf(top, part))) top = entity;
  }
  const tags: TagContext = top
    ? { tag_type_verbose: top.category, tag_subtype_verbose: top.subtypeName, tag_name_verbose: top.name }
    : {};
  return { amount, total: exposure.total, tags };
}

export function sentimentOf(input: RuleInput, entity: EntityValue): Sentiment {
  const own = entity.entityId === null ? undefined : input.entitySentiments?.[entity.entityId];
  return own ?? CATEGORY_SENTIMENT[entity.category];
}
