import { type ExposureType, TAG_CATEGORIES, type TagCategory, UNKNOWN_TAG } from '@riskscreen/shared';
import type { RawDirectionTrace } from './trace-direction.ts';
import {
  type CounterpartySummaryRow,
  type DirectionExposure,
  type EntityExposure,
  type ExposureEntity,
  type SplitValue,
  UNKNOWN_REASONS,
  type UnknownReason,
} from './types.ts';

export type DescribeSubtype = (subtype: number, category: TagCategory) => string;

export const describeSubtypeAsNumber: DescribeSubtype = (subtype) => String(subtype);

/** Turns one traced direction into totals, partition rows and category totals. */
export function summariseDirection(
  trace: RawDirectionTrace,
  entities: readonly ExposureEntity[],
  describeSubtype: DescribeSubtype = describeSubtypeAsNumber,
): DirectionExposure {
  const entityRows: EntityExposure[] = [];
  const rows: CounterpartySummaryRow[] = [];
  let direct = 0;
  let indirect = 0;
  // Plain object literals, no spreads: a deep trace can touch hundreds of entities per origin.
  for (const [index, [d, i]] of trace.entityValues) {
    const entity = entities[index]!;
    const { entityId, name, category } = entity;
    entityRows.push({ entityId, name, category, subtype: entity.subtype, direct: d, indirect: i });
    direct += d;
    indirect += i;
    const subtype = entity.subtype === null ? UNKNOWN_TAG : describeSubtype(entity.subtype, category);
    if (d > 0) rows.push(summaryRow(category, subtype, name, 'direct', d, entityId));
    if (i > 0) rows.push(summaryRow(category, subtype, name, 'indirect', i, entityId));
  }
  const unknownByReason = {} as Record<UnknownReason, number>;
  const unknownSlots = [0, 0];
  UNKNOWN_REASONS.forEach((reason, r) => {
    const d = trace.unknownValues[r * 2]!;
    const i = trace.unknownValues[r * 2 + 1]!;
    unknownByReason[reason] = d + i;
    unknownSlots[0]! += d;
    unknownSlots[1]! += i;
  });
  if (unknownSlots[0]! > 0) {
    rows.push(summaryRow(UNKNOWN_TAG, UNKNOWN_TAG, UNKNOWN_TAG, 'direct', unknownSlots[0]!, null));
  }
  if (unknownSlots[1]! > 0) {
    rows.push(summaryRow(UNKNOWN_TAG, UNKNOWN_TAG, UNKNOWN_TAG, 'indirect', unknownSlots[1]!, null));
  }
  const categoryTotals: Partial<Record<TagCategory, SplitValue>> = {};
  TAG_CATEGORIES.forEach((category, c) => {
    const d = trace.categoryValues[c * 2]!;
    const i = trace.categoryValues[c * 2 + 1]!;
    if (d > 0 || i > 0) categoryTotals[category] = { direct: d, indirect: i, total: d + i };
  });
  rows.sort(byValueThenName);
  entityRows.sort(
    (a, b) => b.direct + b.indirect - (a.direct + a.indirect) || compare(a.entityId, b.entityId),
  );
  return {
    total: trace.total,
    direct,
    indirect,
    unknown: unknownSlots[0]! + unknownSlots[1]!,
    rows,
    entities: entityRows,
    categoryTotals,
    unknownByReason,
    edgeVisits: trace.edgeVisits,
  };
}

function summaryRow(
  type: CounterpartySummaryRow['tag_type_verbose'],
  subtype: string,
  name: string,
  exposureType: ExposureType,
  value: number,
  entityId: string | null,
): CounterpartySummaryRow {
  return {
    tag_type_verbose: type,
    tag_subtype_verbose: subtype,
    tag_name_verbose: name,
    exposure_type: exposureType,
    total_value_usd: value,
    entity_id: entityId,
  };
}

function byValueThenName(a: CounterpartySummaryRow, b: CounterpartySummaryRow): number {
  return (
    b.total_value_usd - a.total_value_usd ||
    compare(a.tag_name_verbose, b.tag_name_verbose) ||
    compare(a.exposure_type, b.exposure_type)
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Group modes of the Counterparty Summary card (spec part 2 §9). */
export type CounterpartyGroupMode = 'type' | 'subtype' | 'name';

export type CounterpartyGroup = {
  key: string;
  direct_value_usd: number;
  indirect_value_usd: number;
  total_value_usd: number;
  /** Percent (0–100) of the direction's total. */
  taint_percent: number;
};

const GROUP_FIELD = {
  type: 'tag_type_verbose',
  subtype: 'tag_subtype_verbose',
  name: 'tag_name_verbose',
} as const satisfies Record<CounterpartyGroupMode, keyof CounterpartySummaryRow>;

/** Taint percent = row value / total value in that direction (0 when the direction has no value). */
export function taintPercent(valueUsd: number, directionTotalUsd: number): number {
  return directionTotalUsd > 0 ? (valueUsd / directionTotalUsd) * 100 : 0;
}

/** Groups rows by type, subtype or entity name, largest first; direct and indirect are kept apart. */
export function groupCounterpartyRows(
  rows: readonly CounterpartySummaryRow[],
  mode: CounterpartyGroupMode,
  directionTotalUsd: number,
): CounterpartyGroup[] {
  const field = GROUP_FIELD[mode];
  const groups = new Map<string, CounterpartyGroup>();
  for (const row of rows) {
    const key = row[field];
    let group = groups.get(key);
    if (!group) {
      group = { key, direct_value_usd: 0, indirect_value_usd: 0, total_value_usd: 0, taint_percent: 0 };
      groups.set(key, group);
    }
    if (row.exposure_type === 'direct') group.direct_value_usd += row.total_value_usd;
    else group.indirect_value_usd += row.total_value_usd;
    group.total_value_usd += row.total_value_usd;
  }
  const result = [...groups.values()];
  for (const group of result) group.taint_percent = taintPercent(group.total_value_usd, directionTotalUsd);
  return result.sort((a, b) => b.total_value_usd - a.total_value_usd || compare(a.key, b.key));
}
