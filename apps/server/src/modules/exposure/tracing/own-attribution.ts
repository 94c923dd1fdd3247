import { comparePrimary } from '@riskscreen/engine';
import { findEntitySubtype, type TagCategory } from '@riskscreen/shared';
import type { StoredLabel } from '../../attribution/index.ts';

export type TagView = { name: string; type: TagCategory; subtype: string } | null;

/**
 * The label shown for an address, by the exposure core's rule for primary labels (Sanctions, then risk
 * categories, then confidence), so the header, the counterparty rows and the partition name the same party.
 */
export function primaryLabel(labels: readonly StoredLabel[] | undefined): StoredLabel | undefined {
  if (!labels?.length) return undefined;
  return [...labels].sort(comparePrimary)[0];
}

export function tagView(label: StoredLabel | undefined): TagView {
  if (!label) return null;
  return { name: label.name, type: label.category, subtype: describeSubtype(label.subtype) };
}

export function describeSubtype(subtype: number | null): string {
  if (subtype === null) return 'Unknown';
  return findEntitySubtype(subtype)?.name ?? 'Unknown';
}
