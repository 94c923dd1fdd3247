import type { RuleDirectionExposure } from '@riskscreen/engine';
import { isTagCategory } from '@riskscreen/shared';
import type { DirectionSnapshot } from '../../exposure/index.ts';

/** One direction of a report's exposure in the shape the rules read (an unknown category reads as Unknown). */
export function ruleExposure(d: DirectionSnapshot): RuleDirectionExposure {
  return {
    total: d.total,
    direct: d.direct,
    indirect: d.indirect,
    unknown: d.unknown,
    rows: d.rows.map((row) => ({
      tag_type_verbose: isTagCategory(row.tag_type_verbose) ? row.tag_type_verbose : 'Unknown',
      tag_subtype_verbose: row.tag_subtype_verbose,
      tag_name_verbose: row.tag_name_verbose,
      exposure_type: row.exposure_type,
      total_value_usd: row.total_value_usd,
      entity_id: row.entity_id ?? null,
    })),
    categoryTotals: d.category_totals,
  };
}
