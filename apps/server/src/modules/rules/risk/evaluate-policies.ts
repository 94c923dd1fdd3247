import type { RuleExposure, RuleInput, RuleTransfer, SubjectEntity } from '@riskscreen/engine';
import { conditionReads, isTemplateForPolicyType, PolicyType, rulesRead } from '@riskscreen/shared';
import { readOnce } from '../../../lib/read-memo.ts';
import type { DirectionSnapshot, ExposureDeps, TransactionReport } from '../../exposure/index.ts';
import {
  describeSubtype,
  exposureAtHopLimits,
  primaryLabel,
  type TracedAddress,
} from '../../exposure/index.ts';
import { type LoadedRule, loadEnabledRules } from '../policies/index.ts';
import { evaluateLoadedRules, type PolicyOutcome } from './evaluate-rules.ts';
import { ruleExposure } from './rule-exposure.ts';
import { loadRuleListFacts } from './rule-list-facts.ts';
import { type CounterpartyFacts, loadRuleTransfers, loadRuleTransfersOf } from './rule-transfers.repo.ts';
import { transactionExposureAtHopLimits } from './transaction-hop-limits.ts';

/** The workspace's enabled rules of a policy type: read once per batch of screenings. */
function enabledRules(deps: ExposureDeps, workspaceId: number, type: PolicyType): Promise<LoadedRule[]> {
  return readOnce(deps.reads, `enabled-rules:${workspaceId}:${type}`, () =>
    loadEnabledRules(deps.db, workspaceId, type),
  );
}

export type { PolicyOutcome, RuleFiring } from './evaluate-rules.ts';

/** What the Address rules read about the address's transfers' counterparties. */
function counterpartyFactsRead(rules: readonly LoadedRule[]): CounterpartyFacts {
  return {
    categories: rulesRead(rules, 'counterpartyCategories'),
    firstSeen: rulesRead(rules, 'counterpartyFirstSeen'),
  };
}

const transfersKey = (blockchain: number, address: string, now: Date, need: CounterpartyFacts) =>
  `rule-transfers:${blockchain}:${address}:${now.getTime()}:${need.categories}:${need.firstSeen}`;

/**
 * Read ahead, for a batch of address screenings at `now` on one chain, the transfers the workspace's Address rules
 * read (nothing when none reads them): three statements for the batch instead of three per address.
 */
export async function readRuleTransfersAhead(
  deps: ExposureDeps,
  workspaceId: number,
  blockchain: number,
  addresses: readonly string[],
  now: Date,
): Promise<void> {
  const { reads } = deps;
  if (!reads || addresses.length === 0) return;
  const rules = await enabledRules(deps, workspaceId, PolicyType.Address);
  if (!rulesRead(rules, 'transfers')) return;
  const need = counterpartyFactsRead(rules);
  const found = await loadRuleTransfersOf(deps.db, blockchain, addresses, now, need);
  for (const address of addresses) {
    reads.know(transfersKey(blockchain, address, now, need), found.get(address) ?? []);
  }
}

/** The hop limits of the conditions traced at their own limit (the templates' 'exposureAtHops'). */
function hopLimitsOf(rules: readonly LoadedRule[]): number[] {
  const limits = new Set<number>();
  for (const rule of rules) {
    for (const c of rule.conditions) {
      const limit = (c as { hop_limit?: unknown }).hop_limit;
      if (conditionReads(c, 'exposureAtHops') && typeof limit === 'number') limits.add(limit);
    }
  }
  return [...limits];
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
 * (primary first), else its cluster owner's label. From the labels the report was built from: read once.
 */
function ownAttributionOf({ report, ownLabels }: TracedAddress): SubjectEntity[] {
  const labels = [...ownLabels];
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
  deps: ExposureDeps,
  workspaceId: number,
  traced: TracedAddress,
  now: Date,
): Promise<PolicyOutcome> {
  const { db } = deps;
  const { report } = traced;
  const rules = await enabledRules(deps, workspaceId, PolicyType.Address);
  if (rules.length === 0) return { riskLevel: 0, firings: [], evaluatedRules: 0, evaluatedRuleIds: [] };
  const need = counterpartyFactsRead(rules);
  const transfers: RuleTransfer[] =
    rulesRead(rules, 'transfers') && report.facts
      ? await readOnce(deps.reads, transfersKey(report.blockchain, report.identifier, now, need), () =>
          loadRuleTransfers(db, report.blockchain, report.identifier, now, need),
        )
      : [];
  const firstSeen = epochSeconds(report.facts?.firstSeen);
  // Custom lists and tags (templates 6, 25, 26): the lists holding the address and its counterparties.
  const lists = await loadRuleListFacts(db, workspaceId, rules, report, transfers);
  const atHops = await exposureAtHopLimits(deps, report, hopLimitsOf(rules), now);
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
      ...(asksAboutItself(rules) && { attribution: ownAttributionOf(traced) }),
      customTags: lists.subject.customTags,
      customLists: lists.subject.customLists,
    },
    transfers: lists.transfers,
    now: Math.floor(now.getTime() / 1000),
  };
  return evaluateLoadedRules(rules, input);
}

/** Templates for Transaction policies are exposure only, as a transaction has no history of its own. */
function isForTransactions(rule: LoadedRule): boolean {
  return rule.conditions.every((c) => isTemplateForPolicyType(c.rule_condition_type, PolicyType.Transaction));
}

/**
 * Run the workspace's enabled Transaction rules (templates 1–3 and 18–20: exposure only) on a transaction's
 * report; indirect rules with a hop limit read the transaction traced to that limit. For the transaction screening
 * to call before it saves its report.
 */
export async function evaluateTransactionPolicies(
  deps: ExposureDeps,
  workspaceId: number,
  report: Pick<TransactionReport, 'blockchain' | 'identifier' | 'isKnown' | 'exposure'>,
  now: Date,
): Promise<PolicyOutcome> {
  // Only 1–3 and 18–20 apply to a transaction (spec part 3 §5): a rule stored with another template never fires.
  const rules = (await enabledRules(deps, workspaceId, PolicyType.Transaction)).filter((r) =>
    isForTransactions(r),
  );
  if (rules.length === 0) return { riskLevel: 0, firings: [], evaluatedRules: 0, evaluatedRuleIds: [] };
  const { exposure } = report;
  const atHops = await transactionExposureAtHopLimits(deps, report, hopLimitsOf(rules), now);
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
