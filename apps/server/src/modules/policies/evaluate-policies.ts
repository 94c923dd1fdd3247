import type {
  RuleDirectionExposure,
  RuleExposure,
  RuleInput,
  RuleTransfer,
  SubjectEntity,
} from '@riskscreen/engine';
import { isTagCategory, PolicyType } from '@riskscreen/shared';
import type { Db } from '../../db/client.ts';
import { loadLabels } from '../attribution/labels.repo.ts';
import { loadRuleListFacts } from '../custom-lists/rule-list-facts.ts';
import type { DirectionSnapshot } from '../screening/address-exposure.ts';
import { type AddressReport, exposureAtHopLimits } from '../screening/address-report.ts';
import { describeSubtype, primaryLabel } from '../screening/own-attribution.ts';
import { transactionExposureAtHopLimits } from '../transactions/transaction-hop-limits.ts';
import type { TransactionReport } from '../transactions/transaction-report.ts';
import { type LoadedRule, loadEnabledRules } from './enabled-rules.repo.ts';
import { evaluateLoadedRules, type PolicyOutcome } from './evaluate-rules.ts';
import { loadRuleTransfers } from './rule-transfers.repo.ts';

export type { PolicyOutcome, RuleFiring } from './evaluate-rules.ts';

/** Templates that read the object's own transfers (the others read exposure, lists or the object alone). */
const TRANSFER_TEMPLATES: ReadonlySet<number> = new Set([
  4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 22, 23, 24, 27, 28,
]);

function usesTemplates(rules: readonly LoadedRule[], templates: ReadonlySet<number>): boolean {
  return rules.some((r) => r.conditions.some((c) => templates.has(c.rule_condition_type)));
}
/** Templates that read the counterparties' attribution (4, 22–24), and their first-seen time (12). */
const COUNTERPARTY_CATEGORY_TEMPLATES: ReadonlySet<number> = new Set([4, 22, 23, 24]);
const COUNTERPARTY_AGE_TEMPLATES: ReadonlySet<number> = new Set([12]);

/** Indirect templates whose conditions may carry their own hop limit. */
const HOP_LIMIT_TEMPLATES: ReadonlySet<number> = new Set([18, 19, 20, 21]);

function hopLimitsOf(rules: readonly LoadedRule[]): number[] {
  const limits = new Set<number>();
  for (const rule of rules) {
    for (const c of rule.conditions) {
      const limit = (c as { hop_limit?: unknown }).hop_limit;
      if (HOP_LIMIT_TEMPLATES.has(c.rule_condition_type) && typeof limit === 'number') limits.add(limit);
    }
  }
  return [...limits];
}

function ruleExposure(d: DirectionSnapshot): RuleDirectionExposure {
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

function epochSeconds(value: Date | string | null | undefined): number | undefined {
  if (!value) return undefined;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : undefined;
}

/** Conditions on the object itself (risk type 3 of 1–3 and 21) read the object's own attribution. */
function asksAboutItself(rules: readonly LoadedRule[]): boolean {
  return rules.some((r) =>
    r.conditions.some((c) => 'risk_types' in c && c.risk_types.length === 1 && c.risk_types[0] === 3),
  );
}

/**
 * What the address itself is attributed to, for conditions on the object itself: every label it carries now
 * (primary first), else its cluster owner's label. Read only when a rule asks.
 */
async function ownAttributionOf(db: Db, report: AddressReport, now: Date): Promise<SubjectEntity[]> {
  const labels = [
    ...((await loadLabels(db, report.blockchain, [report.identifier], now)).get(report.identifier) ?? []),
  ];
  const primary = primaryLabel(labels);
  labels.sort((a, b) => Number(b === primary) - Number(a === primary));
  const own: SubjectEntity[] = labels.map((l) => ({
    name: l.name,
    category: l.category,
    subtypeName: describeSubtype(l.subtype),
    subtypeCode: l.subtype,
  }));
  const owner = report.owner;
  if (own.length === 0 && owner)
    own.push({ name: owner.name, category: owner.type, subtypeName: owner.subtype });
  return own;
}

/** The exposure traced for each hop limit, in the shape the rules read. */
function ruleExposureAtHops(
  atHops: Record<number, { incoming: DirectionSnapshot; outgoing: DirectionSnapshot }>,
): Record<number, RuleExposure> {
  return Object.fromEntries(
    Object.entries(atHops).map(([limit, d]) => [
      Number(limit),
      { incoming: ruleExposure(d.incoming), outgoing: ruleExposure(d.outgoing) },
    ]),
  );
}

/**
 * Run the workspace's enabled Address rules on a built address report: one query for the rules, the address's
 * recent transfers only when a rule reads them, then everything in memory. Opens no alert (see raiseAlerts), so
 * previews use it too.
 */
export async function evaluateAddressPolicies(
  db: Db,
  workspaceId: number,
  report: AddressReport,
  now: Date,
): Promise<PolicyOutcome> {
  const rules = await loadEnabledRules(db, workspaceId, PolicyType.Address);
  if (rules.length === 0) return { riskLevel: 0, firings: [], evaluatedRules: 0 };
  const transfers: RuleTransfer[] =
    usesTemplates(rules, TRANSFER_TEMPLATES) && report.facts
      ? await loadRuleTransfers(db, report.blockchain, report.identifier, now, {
          categories: usesTemplates(rules, COUNTERPARTY_CATEGORY_TEMPLATES),
          firstSeen: usesTemplates(rules, COUNTERPARTY_AGE_TEMPLATES),
        })
      : [];
  const firstSeen = epochSeconds(report.facts?.firstSeen);
  // Custom lists and tags (templates 6, 25, 26): the lists holding the address and its counterparties.
  const lists = await loadRuleListFacts(db, workspaceId, rules, report, transfers);
  const atHops = await exposureAtHopLimits(db, report, hopLimitsOf(rules), now);
  const input: RuleInput = {
    exposure: {
      incoming: ruleExposure(report.exposure.incoming),
      outgoing: ruleExposure(report.exposure.outgoing),
    },
    exposureAtHops: ruleExposureAtHops(atHops),
    subject: {
      kind: 'address',
      ...(firstSeen !== undefined && { firstSeen }),
      ownCategories: report.ownCategories,
      ...(asksAboutItself(rules) && { attribution: await ownAttributionOf(db, report, now) }),
      customTags: lists.subject.customTags,
      customLists: lists.subject.customLists,
    },
    transfers: lists.transfers,
    now: Math.floor(now.getTime() / 1000),
  };
  return evaluateLoadedRules(rules, input);
}

/** The templates a Transaction policy offers: exposure only, as a transaction has no history of its own. */
const TRANSACTION_TEMPLATES: ReadonlySet<number> = new Set([1, 2, 3, 18, 19, 20]);

function usesOnlyTemplates(rule: LoadedRule, templates: ReadonlySet<number>): boolean {
  return rule.conditions.every((c) => templates.has(c.rule_condition_type));
}

/**
 * Run the workspace's enabled Transaction rules (templates 1–3 and 18–20: exposure only) on a transaction's
 * report; indirect rules with a hop limit read the transaction traced to that limit. For the transaction screening
 * to call before it saves its report.
 */
export async function evaluateTransactionPolicies(
  db: Db,
  workspaceId: number,
  report: Pick<TransactionReport, 'blockchain' | 'identifier' | 'isKnown' | 'exposure'>,
  now: Date,
): Promise<PolicyOutcome> {
  // Only 1–3 and 18–20 apply to a transaction (spec part 3 §5): a rule stored with another template never fires.
  const rules = (await loadEnabledRules(db, workspaceId, PolicyType.Transaction)).filter((r) =>
    usesOnlyTemplates(r, TRANSACTION_TEMPLATES),
  );
  if (rules.length === 0) return { riskLevel: 0, firings: [], evaluatedRules: 0 };
  const { exposure } = report;
  const atHops = await transactionExposureAtHopLimits(db, report, hopLimitsOf(rules), now);
  const input: RuleInput = {
    exposure: { incoming: ruleExposure(exposure.incoming), outgoing: ruleExposure(exposure.outgoing) },
    exposureAtHops: ruleExposureAtHops(atHops),
    // A transaction carries no attribution of its own: conditions on the object itself are not offered here.
    subject: { kind: 'transaction', ownCategories: [], customTags: [], customLists: [] },
    transfers: [],
    now: Math.floor(now.getTime() / 1000),
  };
  return evaluateLoadedRules(rules, input);
}
