import { type AddressLabel, comparePrimary, type ExposureDirection } from '@riskscreen/engine';
import { describeSubtype } from './own-attribution.ts';

/** Value that ended at attributed addresses carrying these labels (one address, or one entity's addresses). */
export type ReachedValue = { labels: readonly AddressLabel[]; direct: number; indirect: number };

/** One risk a transaction screening found (the transaction's risks_detected). */
export type RiskDetected = {
  direction: ExposureDirection;
  tag_type_verbose: string;
  tag_subtype_verbose: string;
  tag_name_verbose: string;
  exposure_type: 'direct' | 'indirect';
  value_usd: number;
};

/**
 * What the screening found, as the rules saw it: one entry per (entity, category, exposure type, direction) with
 * the USD that reached attributed addresses carrying it. Every label of an address counts, not only its primary
 * one (the counterparty summary's partition), so a transaction that fired a Sanctions rule through a darknet
 * market also listed as sanctioned shows its Sanctions risk. Within one entry an address counts once, so an entity
 * with several subtypes or addresses is one entry (its subtype: the one of its largest contributor).
 *
 * `reached`: per side, the value that ended at attributed addresses, with every label they carry.
 */
export function risksDetected(reached: Record<ExposureDirection, readonly ReachedValue[]>): RiskDetected[] {
  const found = new Map<string, RiskDetected & { subtypeWeight: number }>();
  const add = (
    direction: ExposureDirection,
    label: AddressLabel,
    exposureType: 'direct' | 'indirect',
    value: number,
  ) => {
    if (!(value > 0)) return;
    const key = [direction, label.category, label.name.trim().toLowerCase(), exposureType].join('\u0000');
    const subtype = describeSubtype(label.subtype);
    const entry = found.get(key);
    if (!entry) {
      found.set(key, {
        direction,
        tag_type_verbose: label.category,
        tag_subtype_verbose: subtype,
        tag_name_verbose: label.name,
        exposure_type: exposureType,
        value_usd: value,
        subtypeWeight: value,
      });
      return;
    }
    entry.value_usd += value;
    if (value > entry.subtypeWeight) {
      entry.tag_subtype_verbose = subtype;
      entry.subtypeWeight = value;
    }
  };
  for (const direction of ['incoming', 'outgoing'] as const) {
    for (const value of reached[direction]) {
      // One label per (category, entity): the best one names the subtype.
      const best = new Map<string, AddressLabel>();
      for (const label of value.labels) {
        const key = `${label.category}\u0000${label.name.trim().toLowerCase()}`;
        const kept = best.get(key);
        if (!kept || comparePrimary(label, kept) < 0) best.set(key, label);
      }
      for (const label of best.values()) {
        add(direction, label, 'direct', value.direct);
        add(direction, label, 'indirect', value.indirect);
      }
    }
  }
  return [...found.values()]
    .map(({ subtypeWeight: _weight, ...risk }) => risk)
    .sort(
      (a, b) =>
        b.value_usd - a.value_usd ||
        a.tag_name_verbose.localeCompare(b.tag_name_verbose) ||
        a.tag_type_verbose.localeCompare(b.tag_type_verbose) ||
        a.direction.localeCompare(b.direction),
    );
}
