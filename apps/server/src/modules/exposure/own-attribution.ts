import { findEntitySubtype, type TagCategory } from '@riskscreen/shared';
import type { StoredLabel } from '../attribution/index.ts';

export type TagView = { name: string; type: TagCategory; subtype: string } | null;

/** The label shown for an address: highest confidence, then the most severe category. */
export function primaryLabel(labels: readonly StoredLabel[] | undefined): StoredLabel | undefined {
  if (!labels?.length) return undefined;
  return [...labels].sort(
    (a, b) => b.confidence - a.confidence || severity(a.category) - severity(b.category),
  )[0];
}

export function tagView(label: StoredLabel | undefined): TagView {
  if (!label) return null;
  return { name: label.name, type: label.category, subtype: describeSubtype(label.subtype) };
}

export function describeSubtype(subtype: number | null): string {
  if (subtype === null) return 'Unknown';
  return findEntitySubtype(subtype)?.name ?? 'Unknown';
}

const SEVERITY: readonly TagCategory[] = [
  'Sanctions',
  'Darknet',
  'Malware',
  'Extortion',
  'Theft',
  'Scam',
  'Coin Mixer',
  'High Risk Organization',
  'Gambling',
];
function severity(category: TagCategory): number {
  const i = SEVERITY.indexOf(category);
  return i === -1 ? SEVERITY.length : i;
}
