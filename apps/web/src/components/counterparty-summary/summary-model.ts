import {
  type CounterpartySummaryRowDto,
  ENTITY_SUBTYPES,
  isTagCategory,
  subtypesOf,
  UNKNOWN_TAG,
} from '@riskscreen/shared';

/**
 * The counterparty summary as the card shows it (spec part 2 §2): rows grouped by entity type, subtype or name,
 * filtered by types, subtypes and name, each with its share of the direction's total.
 */
export type SummaryDirection = 'incoming' | 'outgoing';
export const SUMMARY_DIRECTIONS: readonly SummaryDirection[] = ['incoming', 'outgoing'];
export type ExposureType = 'direct' | 'indirect';
export type GroupMode = 'type' | 'subtype' | 'name';

export const GROUP_MODE_LABELS: Record<GroupMode, string> = {
  type: 'By Entity Type',
  subtype: 'By Entity Subtype',
  name: 'By Entity Name',
};

export type SummaryFilter = { types: string[]; subtypes: string[]; name: string };
export const EMPTY_FILTER: SummaryFilter = { types: [], subtypes: [], name: '' };

/** A row with Unknown in place of a missing type, subtype or name. */
export type SummaryRow = {
  type: string;
  subtype: string;
  name: string;
  exposureType: ExposureType;
  valueUsd: number;
  /** undefined when the server did not say (summaries screened before entity ids were kept). */
  entityId: string | null | undefined;
};

export type SummaryGroup = {
  /** Unique within a direction: label and exposure type. */
  key: string;
  label: string;
  /** Entity type of the group's largest row: its colour. */
  type: string;
  exposureType: ExposureType;
  valueUsd: number;
  /** Share (0–1) of the direction's total flow, filters aside. */
  share: number;
  /** Entities behind the group (null: Unknown); the keys of its explanation figures. */
  entityIds: (string | null)[];
  /** False when some row came without its entity id, so explanations cannot be matched. */
  isExplainable: boolean;
};

/** direct + indirect + unknown = total (the engine's exposure guarantees it). */
export type DirectionTotals = { total: number; direct: number; indirect: number; unknown: number };

const present = (value: string | null | undefined): string => {
  const text = value?.trim();
  return text ? text : UNKNOWN_TAG;
};

export function toSummaryRow(row: CounterpartySummaryRowDto): SummaryRow {
  return {
    type: present(row.tag_type_verbose),
    subtype: present(row.tag_subtype_verbose),
    name: present(row.tag_name_verbose),
    exposureType: row.exposure_type,
    valueUsd: Number.isFinite(row.total_value_usd) ? row.total_value_usd : 0,
    entityId: row.entity_id,
  };
}

/**
 * Total flow of a direction and its exposure: direct and indirect count attributed counterparties only; value
 * whose source (or destination) is Unknown exposes to no entity and is counted apart, so the three figures add
 * up to the total.
 */
export function directionTotals(rows: readonly SummaryRow[]): DirectionTotals {
  const totals = { total: 0, direct: 0, indirect: 0, unknown: 0 };
  for (const row of rows) {
    totals.total += row.valueUsd;
    totals[row.type === UNKNOWN_TAG ? 'unknown' : row.exposureType] += row.valueUsd;
  }
  return totals;
}

export function isFilterEmpty(filter: SummaryFilter): boolean {
  return filter.types.length === 0 && filter.subtypes.length === 0 && filter.name.trim() === '';
}

export function matchesFilter(row: SummaryRow, filter: SummaryFilter): boolean {
  if (filter.types.length > 0 && !filter.types.includes(row.type)) return false;
  if (filter.subtypes.length > 0 && !filter.subtypes.includes(row.subtype)) return false;
  const name = filter.name.trim().toLowerCase();
  return name === '' || row.name.toLowerCase().includes(name);
}

function labelOf(row: SummaryRow, mode: GroupMode): string {
  if (mode === 'type') return row.type;
  return mode === 'subtype' ? row.subtype : row.name;
}

/** Rows grouped by label and exposure type, largest first; shares are of `total` (the unfiltered flow). */
export function groupRows(
  rows: readonly SummaryRow[],
  mode: GroupMode,
  filter: SummaryFilter,
  total: number,
): SummaryGroup[] {
  const groups = new Map<string, SummaryGroup & { largest: number }>();
  for (const row of rows) {
    if (!matchesFilter(row, filter)) continue;
    const label = labelOf(row, mode);
    const key = `${label}\u0000${row.exposureType}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        label,
        type: row.type,
        exposureType: row.exposureType,
        valueUsd: 0,
        share: 0,
        entityIds: [],
        isExplainable: true,
        largest: row.valueUsd,
      };
      groups.set(key, group);
    }
    group.valueUsd += row.valueUsd;
    if (row.valueUsd > group.largest) {
      group.largest = row.valueUsd;
      group.type = row.type;
    }
    if (row.entityId === undefined) group.isExplainable = false;
    else if (!group.entityIds.includes(row.entityId)) group.entityIds.push(row.entityId);
  }
  return [...groups.values()]
    .map(({ largest: _largest, ...group }) => ({ ...group, share: total > 0 ? group.valueUsd / total : 0 }))
    .sort((a, b) => b.valueUsd - a.valueUsd || a.key.localeCompare(b.key));
}

export type ChartSlice = { name: string; type: string; value: number };

/** Slices of a donut: groups merged across exposure types (one slice per label), largest first. */
export function chartSlices(groups: readonly SummaryGroup[]): ChartSlice[] {
  const slices = new Map<string, ChartSlice>();
  for (const group of groups) {
    const slice = slices.get(group.label);
    if (slice) slice.value += group.valueUsd;
    else slices.set(group.label, { name: group.label, type: group.type, value: group.valueUsd });
  }
  return [...slices.values()].filter((s) => s.value > 0).sort((a, b) => b.value - a.value);
}

/** Slices named Rewards or Fee are not counterparties: the tooltip reads 'as' rather than 'from' or 'to'. */
const AS_SLICES = new Set(['rewards', 'fee', 'fees']);

/** The donut tooltip (spec part 2 §2): 'Received US$ 10.00 from Exchange', 'Sent US$ 2.00 as Fee'. */
export function sliceTooltip(direction: SummaryDirection, name: string, amount: string): string {
  const verb = direction === 'incoming' ? 'Received' : 'Sent';
  const preposition = AS_SLICES.has(name.trim().toLowerCase())
    ? 'as'
    : direction === 'incoming'
      ? 'from'
      : 'to';
  return `${verb} US$ ${amount} ${preposition} ${name}`;
}

/** Subtype choices: those of the chosen types (all types when none is chosen), those in the data, and Unknown. */
export function subtypeOptions(types: readonly string[], rows: readonly SummaryRow[]): string[] {
  const chosen = types.filter(isTagCategory);
  const known = types.length === 0 ? ENTITY_SUBTYPES : chosen.flatMap((category) => subtypesOf(category));
  const names = new Set(known.map((s) => s.name));
  for (const row of rows) {
    if (types.length === 0 || types.includes(row.type)) names.add(row.subtype);
  }
  names.delete(UNKNOWN_TAG);
  return [...[...names].sort((a, b) => a.localeCompare(b)), UNKNOWN_TAG];
}

/** Applied filters as removable chips, in the order types, subtypes, name. */
export type FilterChip = { field: 'types' | 'subtypes' | 'name'; value: string; label: string };

export function filterChips(filter: SummaryFilter): FilterChip[] {
  return [
    ...filter.types.map((value) => ({ field: 'types' as const, value, label: `Type: ${value}` })),
    ...filter.subtypes.map((value) => ({ field: 'subtypes' as const, value, label: `Subtype: ${value}` })),
    ...(filter.name.trim()
      ? [{ field: 'name' as const, value: filter.name, label: `Name: ${filter.name.trim()}` }]
      : []),
  ];
}

export function removeChip(filter: SummaryFilter, chip: FilterChip): SummaryFilter {
  if (chip.field === 'name') return { ...filter, name: '' };
  return { ...filter, [chip.field]: filter[chip.field].filter((v) => v !== chip.value) };
}
