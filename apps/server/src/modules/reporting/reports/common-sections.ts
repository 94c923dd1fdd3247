import {
  type AlertDto,
  type CategoryTotalDto,
  COMMENT_LIMITS,
  type CommentDto,
  type CounterpartySummaryRowDto,
  endpoints,
  type PolicyType,
  REPORT_TABLE_MAX_ROWS,
  type ReportBlock,
  type ReportLeafBlock,
  type ReportModelSection,
} from '@riskscreen/shared';
import { commentPlainText } from '../../screening/index.ts';
import { type ContractReader, readRows } from './contract-reader.ts';
import { capNote, heading, muted, note, section, shares, table } from './report-blocks.ts';
import { formatDate, percent, riskLabel, usd } from './report-format.ts';

const UNABLE_TO_LOAD_COMMENTS = 'Unable to Load Comments';

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
// The keys name the groups as the spec's `entities` aliases do (openAlerts…): a printable page may choose by them.
const ALERT_GROUPS = [
  { key: 'openAlerts', title: 'Open Alerts', categories: [0] },
  { key: 'inProgressAlerts', title: 'In Progress Alerts', categories: [1] },
  { key: 'closedAlerts', title: 'Closed Alerts', categories: [2, 3] },
] as const;

/** Open, In Progress and Closed alerts: rule, level, stage, opened, updated. */
export function alertsSection(kind: ObjectType, alerts: ReadAlerts, timeZone: string): ReportModelSection {
  const blocks: ReportBlock[] = ALERT_GROUPS.map((group) => {
    const rows = alerts.rows.filter((a) =>
      (group.categories as readonly number[]).includes(a.workflow_stage.category),
    );
    return {
      kind: 'group',
      key: group.key,
      blocks: [
        heading(`${group.title} (${rows.length})`),
        table({
          columns: ['Alert', 'Risk Level', 'Stage', 'Items', 'Opened', 'Updated'],
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
      ],
    };
  });
  if (alerts.count > alerts.rows.length) {
    blocks.push(note(`The object has ${alerts.count} alerts; the first ${alerts.rows.length} are listed.`));
  }
  return section(kind, 'alerts', blocks);
}

/**
 * Appendix A: the enabled rules of the workspace's enabled policies of the object's type (the rules that apply),
 * and any other rule that raised one of its alerts; each says whether it fired on the object.
 */
export async function rulesAppendix(
  kind: ObjectType,
  read: ContractReader,
  policyType: PolicyType,
  alerts: readonly AlertDto[],
): Promise<ReportModelSection> {
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
  return section(kind, 'rulesAppendix', [
    table({
      columns: ['Rule', 'Policy', 'Risk Level', 'Fired', 'Conditions'],
      widths: [110, 90, 50, 30, '*'],
      rows: sorted,
      count: Math.max(applying.count, sorted.length),
      empty: 'No rule of the workspace policies applies.',
    }),
  ]);
}

/**
 * The newest comments, up to 500 read in pages of 25; a failure or none prints 'Unable to Load Comments' (spec part 2).
 */
export async function commentsSection(
  kind: ObjectType | 'case',
  read: ContractReader,
  id: number,
  timeZone: string,
): Promise<ReportModelSection> {
  let comments: { count: number; rows: CommentDto[] } = { count: 0, rows: [] };
  try {
    comments = await readRows(
      (offset, limit) =>
        read(endpoints.comments.list, { params: { type: kind, id }, query: { offset, limit } }),
      COMMENT_LIMITS.reportMax,
      COMMENT_LIMITS.reportPage,
    );
  } catch {
    // The section says it could not load them, as it does for none.
  }
  return section(kind, 'comments', [
    {
      kind: 'comments',
      columns: ['Date', 'By', 'Comment'],
      comments: comments.rows.map((c) => ({
        date: formatDate(c.created_at, timeZone),
        by: c.commenter?.full_name ?? 'System',
        text: commentPlainText(c.body),
      })),
      empty: UNABLE_TO_LOAD_COMMENTS,
      note:
        comments.rows.length > 0
          ? capNote(comments.rows.length, comments.count, COMMENT_LIMITS.reportMax)
          : null,
    },
  ]);
}

type Direction = {
  total: number;
  direct: number;
  indirect: number;
  unknown: number;
  categories?: CategoryTotalDto[];
};

/** Flow Analysis: per direction, the exposure by category with its share of the direction's total, and bars. */
export function flowBlocks(flows: {
  incoming?: Direction | undefined;
  outgoing?: Direction | undefined;
}): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  for (const direction of ['incoming', 'outgoing'] as const) {
    const flow = flows[direction];
    const title = direction === 'incoming' ? 'Incoming Exposure' : 'Outgoing Exposure';
    const categories = [...(flow?.categories ?? [])].sort((a, b) => b.total_value_usd - a.total_value_usd);
    const rows = [
      ...categories.map((c) => ({
        label: c.tag_type_verbose,
        direct: c.direct,
        indirect: c.indirect,
        total: c.total_value_usd,
      })),
      ...(flow && flow.unknown > 0
        ? [{ label: 'Unknown', direct: 0, indirect: 0, total: flow.unknown }]
        : []),
    ];
    const total = flow?.total ?? 0;
    const parts: ReportLeafBlock[] =
      total <= 0
        ? [muted(`No ${direction} value.`)]
        : [
            table({
              columns: ['Category', 'Direct', 'Indirect', 'Total', '%'],
              widths: ['*', 80, 80, 80, 50],
              rows: rows.map((r) => [
                r.label,
                usd(r.direct),
                usd(r.indirect),
                usd(r.total),
                percent(r.total, total),
              ]),
              empty: `No ${direction} exposure.`,
            }),
            shares(rows.slice(0, 12).map((r) => ({ label: r.label, share: r.total / total }))),
          ];
    blocks.push({ kind: 'group', key: direction, blocks: [heading(`${title}: ${usd(total)}`), ...parts] });
  }
  return blocks;
}

/** Counterparty Summary (a customer's Associated Entities): the entities per direction, largest first. */
export function counterpartyBlocks(
  summary: {
    incoming: readonly CounterpartySummaryRowDto[];
    outgoing: readonly CounterpartySummaryRowDto[];
  },
  titles = { incoming: 'Incoming', outgoing: 'Outgoing' },
): ReportBlock[] {
  return (['incoming', 'outgoing'] as const).flatMap((direction) => {
    const rows = [...summary[direction]].sort((a, b) => b.total_value_usd - a.total_value_usd);
    const total = rows.reduce((sum, r) => sum + r.total_value_usd, 0);
    return [
      heading(titles[direction]),
      table({
        columns: ['Entity', 'Category', 'Subtype', 'Exposure', 'Value', '%'],
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
    ];
  });
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
 * same calls and the same blocks for both kinds.
 */
export async function screenedObjectSection(
  key: ScreenedObjectSection,
  subject: {
    read: ContractReader;
    type: 'address' | 'transaction';
    id: number;
    object: ScreenedObject;
    alerts: ReadAlerts;
    policyType: PolicyType;
  },
  timeZone: string,
): Promise<ReportModelSection> {
  const { read, type, id, object, alerts } = subject;
  switch (key) {
    case 'flowAnalysis':
      return section(type, key, flowBlocks(object));
    case 'counterpartySummary':
      return section(
        type,
        key,
        counterpartyBlocks({
          incoming: object.incoming_counterparty_summary ?? [],
          outgoing: object.outgoing_counterparty_summary ?? [],
        }),
      );
    case 'alerts':
      return alertsSection(type, alerts, timeZone);
    case 'comments':
      return commentsSection(type, read, id, timeZone);
    case 'rulesAppendix':
      return rulesAppendix(type, read, subject.policyType, alerts.rows);
  }
}
