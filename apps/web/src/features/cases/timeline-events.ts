import { CASE_EVENT_TYPES, type CaseEvent, RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';

/** Timeline event types (spec part 2 §4) as the drawer names them. */
export const EVENT_TYPE_LABELS: Record<number, string> = {
  [CASE_EVENT_TYPES.newAlertCreated]: 'New Alert Created',
  [CASE_EVENT_TYPES.alertUpdated]: 'Alert Updated',
  [CASE_EVENT_TYPES.caseStatusUpdated]: 'Case Status Updated',
  [CASE_EVENT_TYPES.riskLevelUpdated]: 'Risk Level Updated',
  [CASE_EVENT_TYPES.entityAddedOrRemoved]: 'Entity Added or Removed',
};

export const EVENT_COLOURS: Record<number, string> = {
  0: 'red',
  1: 'orange',
  2: 'blue',
  3: 'grape',
  4: 'teal',
};

/** Alert status in the timeline (spec part 2 §4): 0 Opened, 1 Resolved, 2 Escalated. */
const ALERT_STATUS_LABELS: Record<number, string> = { 0: 'Opened', 1: 'Resolved', 2: 'Escalated' };
const CASE_STATUS_NAMES: Record<number, string> = {
  1: 'Open',
  2: 'Closed',
  3: 'Escalated',
  4: 'Pending Approval',
};
const ENTITY_NOUNS = { address: 'Address', transaction: 'Transaction', customer: 'Customer' } as const;

const levelName = (value: number | string | null | undefined) =>
  typeof value === 'number' ? (RISK_LEVEL_LABELS[value as RiskLevel] ?? String(value)) : (value ?? null);
const statusName = (value: number | string | null | undefined) =>
  typeof value === 'number' ? (CASE_STATUS_NAMES[value] ?? String(value)) : (value ?? null);

/** What an event says in a line, and the from → to it shows (each null when it has none). */
export function describeEvent(event: CaseEvent): { text: string; from: string | null; to: string | null } {
  const c = event.context;
  const entity = c.entity_type ? `${ENTITY_NOUNS[c.entity_type]} ${c.identifier ?? ''}`.trim() : null;
  switch (event.type) {
    case CASE_EVENT_TYPES.newAlertCreated:
      return {
        text: [c.rule_name ?? 'Alert', c.alert_id ? `#${c.alert_id}` : null, entity ? `on ${entity}` : null]
          .filter(Boolean)
          .join(' '),
        from: null,
        to: levelName(c.level),
      };
    case CASE_EVENT_TYPES.alertUpdated:
      return {
        text: [
          c.rule_name ?? 'Alert',
          c.alert_id ? `#${c.alert_id}` : null,
          c.alert_status !== null && c.alert_status !== undefined
            ? ALERT_STATUS_LABELS[c.alert_status]
            : null,
        ]
          .filter(Boolean)
          .join(' '),
        from: c.from === undefined || c.from === null ? null : String(c.from),
        to: c.to === undefined || c.to === null ? null : String(c.to),
      };
    case CASE_EVENT_TYPES.caseStatusUpdated:
      return {
        text: c.action ? capitalise(c.action) : 'Status changed',
        from: statusName(c.from),
        to: statusName(c.to),
      };
    case CASE_EVENT_TYPES.riskLevelUpdated:
      return { text: 'Risk level', from: levelName(c.from), to: levelName(c.to) };
    case CASE_EVENT_TYPES.entityAddedOrRemoved:
      return { text: `${entity ?? 'Entity'} ${c.operation ?? 'changed'}`, from: null, to: null };
    default:
      return { text: EVENT_TYPE_LABELS[event.type] ?? 'Event', from: null, to: null };
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
