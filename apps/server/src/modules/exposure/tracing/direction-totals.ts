import type { CategoryTotalDto } from '@riskscreen/shared';
import type { DirectionSnapshot } from './address-exposure.ts';

/** Totals of one direction as the detail pages show them, with every category reached (largest first). */
export function presentDirectionTotals(d: DirectionSnapshot) {
  // Snapshots stored before category totals were kept have none.
  const categories: CategoryTotalDto[] = Object.entries(d.category_totals ?? {})
    .map(([category, split]) => ({
      tag_type_verbose: category,
      direct: split.direct,
      indirect: split.indirect,
      total_value_usd: split.total,
    }))
    .sort((a, b) => b.total_value_usd - a.total_value_usd);
  return { total: d.total, direct: d.direct, indirect: d.indirect, unknown: d.unknown, categories };
}
