import {
  type AlertDto,
  type CategoryTotalDto,
  type CommentDto,
  type CounterpartySummaryRowDto,
  endpoints,
  type PolicyType,
  REPORT_TABLE_MAX_ROWS,
} from '@riskscreen/shared';
import type { Content } from 'pdfmake/interfaces';
import { commentPlainText } from '../../screening/index.ts';
import { type ContractReader, readRows } from './contract-reader.ts';
import { formatDate, percent, riskLabel, usd } from './report-format.ts';
import { dataTable, note, sectionTitle, shareBars, subsectionTitle } from './report-layout.ts';

export const UNABLE_TO_LOAD_COMMENTS = 'Unable to Load Comments';

type ObjectType = 'address' | 'transaction' | 'customer';

/** The alerts of the object as its Alerts tab lists them (up to the table cap). */
export function readAlerts(read: ContractReader, type: ObjectType, id: number) {
  return readRows(
    (offset, limit) =>
      read(endpoints.alerts.ofObject, { params: { type, id: String(id) }, query: { offset, limit } }),
    REPORT_TABLE_MAX_ROWS,
    100,
  );
}

export type ReadAlerts = Awaited<ReturnType<typeof readAlerts>>;

// Workflow stage categories (spec part 2 §9): 0 open, 1 in progress, 2 and 3 closed.
const ALERT_GROUPS = [
  { title: 'Open Alerts', categories: [0] },
  { title: 'In Progress Alerts', categories: [1] },
  { title: 'Closed Alerts', categories: [2, 3] },
] as const;

/** Open, In Progress and Closed alerts: rule, level, stage, opened, updated. */
export function alertsSection(alerts: ReadAlerts, timeZone: string): Content[] {
  const content: Content[] = [sectionTitle('Alerts')];
  for (const group of ALERT_GROUPS) {
    const rows = alerts.rows.filter((a) =>
      (group.categories as readonly number[]).includes(a.workflow_stage.category),
    );
    content.push(
      subsectionTitle(`${group.title} (${rows.length})`),
      ...dataTable({
        headers: ['Alert', 'Risk Level', 'Stage', 'Items', 'Opened', 'Updated'],
        widths: ['*', 55, 70, 35, 80, 80],
        rows: rows.map((a) => [
          a.alert_body,
          riskLabel(a.level),
          a.workflow_stage.name,
          String(a.alert_items_count),
          formatDate(a.opened_at, timeZone),
          formatDate(a.updated_at, timeZone),
        ]),
        empty: `No ${group.title.toLowerCase()}.`,
      }),
    );
  }
  if (alerts.count > alerts.rows.length) {
    content.push(note(`The object has ${alerts.count} alerts; the first ${alerts.rows.length} are listed.`));
  }
  return content;
}

/**
 * Appendix A: the enabled rules of the workspace's enabled policies of the object's type (the rules that apply),
 * and any other rule that raised one of its alerts; each says whether it fired on the object.
 */
export async function rulesAppendix(
  read: ContractReader,
  policyType: PolicyType,
  alerts: readonly AlertDto[],
): Promise<Content[]> {
  const fired = new Set(alerts.map((a) => a.rule_register.uuid));
  const rows = new Map<string, string[]>();
  const applying = await readRows(
    (offset, limit) =>
      read(endpoints.rules.listAll, {
        params: {},
        query: { offset, limit, policy_type: policyType, is_enabled: 'true', policy_enabled: 'true' },
      }),
    REPORT_TABLE_MAX_ROWS,
    REPORT_TABLE_MAX_ROWS,
  );
  for (const alert of alerts) {
    const r = alert.rule_register;
    if (!rows.has(r.uuid)) {
      rows.set(r.uuid, [r.rule_name, r.policy_name, riskLabel(alert.level), 'Yes', '—']);
    }
  }
  for (const r of applying.rows) {
    rows.set(r.uuid, [
      r.rule_name,
      r.policy_name,
      riskLabel(r.alert_level),
      fired.has(r.uuid) ? 'Yes' : 'No',
      r.condition_sentences.join('; ') || '—',
    ]);
  }
  // Fired rules first, then by name.
  const sorted = [...rows.values()].sort((a, b) =>
    a[3] === b[3] ? (a[0] ?? '').localeCompare(b[0] ?? '') : a[3] === 'Yes' ? -1 : 1,
  );
  return [
    sectionTitle('Appendix A: Rules'),
    ...dataTable({
      headers: ['Rule', 'Policy', 'Risk Level', 'Fired', 'Conditions'],
      widths: [110, 90, 50, 30, '*'],
      rows: sorted,
      count: Math.max(applying.count, sorted.length),
      empty: 'No rule of the workspace policies applies.',
    }),
  ];
}

/** The comments, newest first; a failure or none prints 'Unable to Load Comments' (spec part 2). */
export async function commentsSection(
  read: ContractReader,
  type: ObjectType | 'case',
  id: number,
  timeZone: string,
): Promise<Content[]> {
  const title = sectionTitle('Comments');
  let comments: { count: number; rows: CommentDto[] };
  try {
    comments = await readRows(
      (offset, limit) => read(endpoints.comments.list, { params: { type, id }, query: { offset, limit } }),
      REPORT_TABLE_MAX_ROWS,
      REPORT_TABLE_MAX_ROWS,
    );
  } catch {
    return [title, { text: UNABLE_TO_LOAD_COMMENTS }];
  }
  if (comments.rows.length === 0) return [title, { text: UNABLE_TO_LOAD_COMMENTS }];
  return [
    title,
    ...dataTable({
      headers: ['Date', 'By', 'Comment'],
      widths: [80, 90, '*'],
      rows: comments.rows.map((c) => [
        formatDate(c.created_at, timeZone),
        c.commenter?.full_name ?? 'System',
        commentPlainText(c.body),
      ]),
      count: comments.count,
      empty: UNABLE_TO_LOAD_COMMENTS,
    }),
  ];
}

type Direction = {
  total: number;
  direct: number;
  indirect: number;
  unknown: number;
  categories?: CategoryTotalDto[];
};

/** Flow Analysis: per direction, the exposure by category with its share of the direction's total, and bars. */
export function flowSection(
  flows: { incoming?: Direction | undefined; outgoing?: Direction | undefined },
  colour: string,
): Content[] {
  const content: Content[] = [sectionTitle('Flow Analysis')];
  for (const direction of ['incoming', 'outgoing'] as const) {
    const flow = flows[direction];
    const title = direction === 'incoming' ? 'Incoming Exposure' : 'Outgoing Exposure';
    content.push(subsectionTitle(`${title}: ${usd(flow?.total ?? 0)}`));
    if (!flow || flow.total <= 0) {
      content.push({ text: `No ${direction} value.`, color: '#666666' });
      continue;
    }
    const categories = [...(flow.categories ?? [])].sort((a, b) => b.total_value_usd - a.total_value_usd);
    const rows = [
      ...categories.map((c) => ({
        label: c.tag_type_verbose,
        direct: c.direct,
        indirect: c.indirect,
        total: c.total_value_usd,
      })),
      ...(flow.unknown > 0 ? [{ label: 'Unknown', direct: 0, indirect: 0, total: flow.unknown }] : []),
    ];
    content.push(
      ...dataTable({
        headers: ['Category', 'Direct', 'Indirect', 'Total', '%'],
        widths: ['*', 80, 80, 80, 50],
        rows: rows.map((r) => [
          r.label,
          usd(r.direct),
          usd(r.indirect),
          usd(r.total),
          percent(r.total, flow.total),
        ]),
        empty: `No ${direction} exposure.`,
      }),
      shareBars(
        rows.slice(0, 12).map((r) => ({ label: r.label, share: r.total / flow.total })),
        colour,
      ),
    );
  }
  return content;
}

/** Counterparty Summary: the entities per direction, largest first, with their share. */
export function counterpartySection(
  summary: {
    incoming: readonly CounterpartySummaryRowDto[];
    outgoing: readonly CounterpartySummaryRowDto[];
  },
  titles = { section: 'Counterparty Summary', incoming: 'Incoming', outgoing: 'Outgoing' },
): Content[] {
  const content: Content[] = [sectionTitle(titles.section)];
  for (const direction of ['incoming', 'outgoing'] as const) {
    const rows = [...summary[direction]].sort((a, b) => b.total_value_usd - a.total_value_usd);
    const total = rows.reduce((sum, r) => sum + r.total_value_usd, 0);
    content.push(
      subsectionTitle(titles[direction]),
      ...dataTable({
        headers: ['Entity', 'Category', 'Subtype', 'Exposure', 'Value', '%'],
        widths: ['*', 75, 75, 50, 70, 45],
        rows: rows.map((r) => [
          r.tag_name_verbose,
          r.tag_type_verbose,
          r.tag_subtype_verbose,
          r.exposure_type === 'direct' ? 'Direct' : 'Indirect',
          usd(r.total_value_usd),
          percent(r.total_value_usd, total),
        ]),
        empty: `No ${direction} counterparties.`,
      }),
    );
  }
  return content;
}

/** The sections an address report and a transaction report print alike, after their own ones. */
export type ScreenedObjectSection =
  | 'flowAnalysis'
  | 'counterpartySummary'
  | 'alerts'
  | 'comments'
  | 'rulesAppendix';

/** A screened address or transaction as its detail call answers it (get_extra_data): flows and counterparties. */
type ScreenedObject = {
  incoming?: Direction | undefined;
  outgoing?: Direction | undefined;
  incoming_counterparty_summary?: readonly CounterpartySummaryRowDto[] | undefined;
  outgoing_counterparty_summary?: readonly CounterpartySummaryRowDto[] | undefined;
};

/**
 * Flow Analysis, Counterparty Summary, Alerts, Comments and Appendix A of a screened address or transaction: the
 * same calls and the same layout for both kinds.
 */
export async function screenedObjectSection(
  section: ScreenedObjectSection,
  subject: {
    read: ContractReader;
    type: 'address' | 'transaction';
    id: number;
    object: ScreenedObject;
    alerts: ReadAlerts;
    policyType: PolicyType;
  },
  branding: { colour: string; timeZone: string },
): Promise<Content[]> {
  const { read, type, id, object, alerts } = subject;
  switch (section) {
    case 'flowAnalysis':
      return flowSection(object, branding.colour);
    case 'counterpartySummary':
      return counterpartySection({
        incoming: object.incoming_counterparty_summary ?? [],
        outgoing: object.outgoing_counterparty_summary ?? [],
      });
    case 'alerts':
      return alertsSection(alerts, branding.timeZone);
    case 'comments':
      return commentsSection(read, type, id, branding.timeZone);
    case 'rulesAppendix':
      return rulesAppendix(read, subject.policyType, alerts.rows);
  }
}
