import { CASE_STATUS_LABELS, type CaseEvent, type CaseStatus } from '@riskscreen/shared';
import { riskLabel } from './report-format.ts';

/** One timeline event in words (the case timeline drawer's wording, shortened): the one place reports word it. */
export function describeCaseEvent(event: CaseEvent): string {
  const c = event.context;
  const entity = c.identifier ? ` ${c.entity_type ?? ''} ${c.identifier}`.trimEnd() : '';
  const status = (v: unknown) => CASE_STATUS_LABELS[Number(v) as CaseStatus] ?? String(v);
  switch (event.type) {
    case 0:
      return `New alert '${c.rule_name ?? ''}'${entity ? ` on${entity}` : ''}`;
    case 1:
      return `Alert '${c.rule_name ?? ''}' updated${c.from != null ? ` from ${c.from}` : ''}${c.to != null ? ` to ${c.to}` : ''}`;
    case 2:
      return `Case status ${c.from != null ? `from ${status(c.from)} ` : ''}to ${status(c.to)}${c.action ? ` (${c.action})` : ''}`;
    case 3:
      return `Risk level ${c.from != null ? `from ${riskLabel(Number(c.from))} ` : ''}to ${riskLabel(Number(c.to))}`;
    case 4:
      return `${c.operation === 'removed' ? 'Removed' : 'Added'}${entity}`;
    default:
      return 'Event';
  }
}
