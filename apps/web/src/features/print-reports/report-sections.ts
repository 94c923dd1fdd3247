import { REPORT_SECTIONS, type ReportKind, type ReportSection } from '@riskscreen/shared';

/** The alert groups of the Alerts section, as the report model keys them. */
const ALERT_GROUPS = ['openAlerts', 'inProgressAlerts', 'closedAlerts'] as const;
export type AlertGroupKey = (typeof ALERT_GROUPS)[number];

/**
 * The spec's own names for some sections (part 2 "Printable reports"): the alert groups one by one, and the
 * comments named after their object. They choose the section they belong to.
 */
const ALIASES: Record<string, string> = {
  openAlerts: 'alerts',
  inProgressAlerts: 'alerts',
  closedAlerts: 'alerts',
  addressComments: 'comments',
  transactionComments: 'comments',
  customerComments: 'comments',
};

export type ChosenSections<K extends ReportKind> = {
  sections: ReportSection<K>[];
  /** The alert groups the Alerts section prints (all of them unless only some were named). */
  alertGroups: AlertGroupKey[];
};

/**
 * The sections `entities` (a comma list) chooses, in the report's order. The keys are the Export Report modal's
 * (REPORT_SECTIONS) or the spec's aliases; unknown keys are passed over; none at all means every section.
 */
export function chooseSections<K extends ReportKind>(kind: K, entities: string | null): ChosenSections<K> {
  const named = (entities ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const all = REPORT_SECTIONS[kind].map((s) => s.key) as ReportSection<K>[];
  const wanted = new Set(named.map((key) => ALIASES[key] ?? key));
  const sections = all.filter((key) => wanted.has(key));
  const groups = ALERT_GROUPS.filter((key) => named.includes(key));
  return {
    sections: sections.length > 0 ? sections : all,
    alertGroups: named.includes('alerts') || groups.length === 0 ? [...ALERT_GROUPS] : groups,
  };
}
