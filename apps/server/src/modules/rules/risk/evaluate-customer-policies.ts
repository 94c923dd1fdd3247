import type { RuleInput, RuleTransfer, SubjectEntity, TransferDirection } from '@riskscreen/engine';
import {
  type CounterpartySummaryRowDto,
  isTagCategory,
  PolicyType,
  type RiskLevel,
  rulesRead,
  type TagCategory,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { DirectionSnapshot } from '../../exposure/index.ts';
import { loadListMemberships } from '../custom-tags/index.ts';
import { loadEnabledRules } from '../policies/index.ts';
import {
  type CustomerAddressFacts,
  type CustomerTransferFacts,
  loadCustomerFacts,
} from './customer-facts.repo.ts';
import { evaluateLoadedRules, type PolicyOutcome } from './evaluate-rules.ts';
import { ruleExposure } from './rule-exposure.ts';
import { loadFirstSeen } from './rule-transfers.repo.ts';

/** What a customer's rules saw: the outcome, and the exposure they read (the alert cycles' snapshot). */
export type CustomerPolicyOutcome = PolicyOutcome & {
  exposure: { incoming: DirectionSnapshot; outgoing: DirectionSnapshot };
};

type Split = { direct: number; indirect: number; total: number };
type OwnList = { listId: number; riskLevel: RiskLevel; name: string };

const EMPTY: DirectionSnapshot = {
  total: 0,
  direct: 0,
  indirect: 0,
  unknown: 0,
  rows: [],
  category_totals: {},
};

/**
 * Run the workspace's enabled Customer rules (policy type 2) on a customer's facts (decision 0038), in the unit of
 * work that changed them: the exposure is the sum of its live addresses' and recorded transactions' exposure as
 * they were last screened; its transfers are its recorded deposits (incoming) and withdrawals (outgoing); it is
 * attributed to what its addresses are; its lists are those holding one of its addresses. Nothing is traced again:
 * a rule with its own hop limit reads the exposure traced at the workspace's setting. Opens no alert.
 */
export async function evaluateCustomerPolicies(
  db: Db,
  workspaceId: number,
  customerId: string,
  now: Date,
): Promise<CustomerPolicyOutcome> {
  const rules = await loadEnabledRules(db, workspaceId, PolicyType.Customer);
  const none = { riskLevel: 0 as const, firings: [], evaluatedRules: 0, evaluatedRuleIds: [] };
  if (rules.length === 0) return { ...none, exposure: { incoming: EMPTY, outgoing: EMPTY } };
  const facts = await loadCustomerFacts(db, workspaceId, customerId);
  const rows = [...facts.addresses, ...facts.transfers];
  const incoming = sumDirections(rows.map((r) => r.incoming));
  const outgoing = sumDirections(rows.map((r) => r.outgoing));
  let transfers = facts.transfers.flatMap((t) => recordedTransfer(t) ?? []);
  const lists = rulesRead(rules, 'ownLists') || rulesRead(rules, 'counterpartyLists');
  const customLists: OwnList[] = [];
  if (lists) {
    const found = await listsOf(db, workspaceId, facts.addresses, facts.transfers, transfers);
    customLists.push(...found.own);
    transfers = found.transfers;
  }
  if (rulesRead(rules, 'counterpartyFirstSeen')) {
    transfers = await withCounterpartyFirstSeen(db, facts.transfers, transfers);
  }
  const firstSeen = earliest(facts.addresses);
  const input: RuleInput = {
    exposure: { incoming: ruleExposure(incoming), outgoing: ruleExposure(outgoing) },
    subject: {
      kind: 'customer',
      ...(firstSeen !== undefined && { firstSeen }),
      ownCategories: [
        ...new Set(facts.addresses.flatMap((a) => (a.ownCategories ?? []).filter(isTagCategory))),
      ],
      attribution: attributionOf(facts.addresses),
      customTags: [...new Set(customLists.map((l) => l.name))],
      customLists,
    },
    transfers,
    now: Math.floor(now.getTime() / 1000),
  };
  return { ...evaluateLoadedRules(rules, input), exposure: { incoming, outgoing } };
}

/** The exposures of several screenings summed: totals, category totals and the rows of each counterparty. */
export function sumDirections(directions: readonly (DirectionSnapshot | null)[]): DirectionSnapshot {
  const sum: DirectionSnapshot = { ...EMPTY, rows: [], category_totals: {} };
  const rows = new Map<string, CounterpartySummaryRowDto>();
  for (const d of directions) {
    if (!d) continue;
    sum.total += d.total;
    sum.direct += d.direct;
    sum.indirect += d.indirect;
    sum.unknown += d.unknown;
    for (const row of d.rows) {
      const key = [
        row.tag_type_verbose,
        row.tag_subtype_verbose,
        row.tag_name_verbose,
        row.exposure_type,
      ].join('|');
      const was = rows.get(key);
      rows.set(
        key,
        was ? { ...was, total_value_usd: was.total_value_usd + row.total_value_usd } : { ...row },
      );
    }
    for (const [category, value] of Object.entries(d.category_totals) as [TagCategory, Split][]) {
      const was = sum.category_totals[category] ?? { direct: 0, indirect: 0, total: 0 };
      sum.category_totals[category] = {
        direct: was.direct + value.direct,
        indirect: was.indirect + value.indirect,
        total: was.total + value.total,
      };
    }
  }
  sum.rows = [...rows.values()].sort((a, b) => b.total_value_usd - a.total_value_usd);
  return sum;
}

/**
 * A recorded transfer as the rules read one: a deposit comes from its first sender that is not the customer's
 * address, a withdrawal goes to its first receiver that is not; its USD is what screening valued it at (as the
 * customer page's totals read it: what the customer's address received, or for a withdrawal it sent, what it sent).
 */
function recordedTransfer(t: CustomerTransferFacts): RuleTransfer | undefined {
  const isWithdrawal = t.customerType === 2;
  const own = t.customerAddress?.toLowerCase() ?? null;
  const parties = (isWithdrawal ? t.receivers : t.senders) ?? [];
  const counterparty = parties.find((p) => p.address.toLowerCase() !== own) ?? parties[0];
  if (!counterparty || t.blockTime === null) return undefined;
  const sent = (t.senders ?? []).filter((p) => own !== null && p.address.toLowerCase() === own);
  const valueUsd =
    isWithdrawal && sent.length > 0
      ? sent.reduce((n, p) => n + p.valueUsd, 0)
      : (t.incomingValueUsd ?? counterparty.valueUsd);
  const direction: TransferDirection = isWithdrawal ? -1 : 1;
  const category = counterparty.tag?.type;
  return {
    txHash: t.identifier,
    time: t.blockTime,
    direction,
    counterparty: counterparty.address,
    counterpartyCategories: category && isTagCategory(category) ? [category] : [],
    valueUsd,
    ...(t.feeUsd !== null && { feeUsd: t.feeUsd }),
    tokenSymbol: counterparty.tokenSymbol,
  };
}

/** What the customer's addresses are attributed to (their own labels), for conditions on the object itself. */
function attributionOf(addresses: readonly CustomerAddressFacts[]): SubjectEntity[] {
  const seen = new Set<string>();
  const out: SubjectEntity[] = [];
  for (const a of addresses) {
    const own = a.own;
    if (!own || !isTagCategory(own.type)) continue;
    const key = `${own.type}|${own.name}|${own.subtype}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name: own.name, category: own.type, subtypeName: own.subtype });
  }
  return out;
}

/** The first activity on chain of any of its addresses (epoch seconds). */
function earliest(addresses: readonly CustomerAddressFacts[]): number | undefined {
  const times = addresses
    .map((a) => (a.firstSeen ? Date.parse(a.firstSeen) : Number.NaN))
    .filter((ms) => Number.isFinite(ms));
  return times.length === 0 ? undefined : Math.floor(Math.min(...times) / 1000);
}

/**
 * Each transfer with when its counterparty was first seen on the transfer's chain, from the chain store (as an
 * address's own transfers get it), so a rule on young counterparties (template 12) judges a customer's deposits and
 * withdrawals too. A counterparty the store does not know keeps no date, and no such rule fires on it.
 */
async function withCounterpartyFirstSeen(
  db: Db,
  recorded: readonly CustomerTransferFacts[],
  transfers: readonly RuleTransfer[],
): Promise<RuleTransfer[]> {
  const chainOf = new Map(recorded.map((t) => [t.identifier, t.blockchain]));
  const byChain = new Map<number, Set<string>>();
  for (const t of transfers) {
    const chain = chainOf.get(t.txHash);
    if (chain === undefined) continue;
    byChain.set(chain, (byChain.get(chain) ?? new Set()).add(t.counterparty));
  }
  const seen = new Map<string, number>();
  for (const [chain, counterparties] of byChain) {
    for (const [address, at] of await loadFirstSeen(db, chain, [...counterparties]))
      seen.set(`${chain}|${address}`, at);
  }
  return transfers.map((t) => {
    const at = seen.get(`${chainOf.get(t.txHash)}|${t.counterparty}`);
    return at === undefined ? t : { ...t, counterpartyFirstSeen: at };
  });
}

/** The custom lists holding one of its addresses, and those holding each transfer's counterparty (per chain). */
async function listsOf(
  db: Db,
  workspaceId: number,
  addresses: readonly CustomerAddressFacts[],
  recorded: readonly CustomerTransferFacts[],
  transfers: readonly RuleTransfer[],
) {
  const chainOf = new Map(recorded.map((t) => [t.identifier, t.blockchain]));
  const byChain = new Map<number, string[]>();
  const add = (chain: number, identifier: string) =>
    byChain.set(chain, [...(byChain.get(chain) ?? []), identifier]);
  for (const a of addresses) add(a.blockchain, a.identifier);
  for (const t of transfers) add(chainOf.get(t.txHash) ?? -1, t.counterparty);
  const own = new Map<number, OwnList>();
  const counterpartyTags = new Map<string, number[]>();
  for (const [chain, identifiers] of byChain) {
    const memberships = await loadListMemberships(db, workspaceId, chain, identifiers);
    for (const a of addresses.filter((x) => x.blockchain === chain)) {
      for (const m of memberships.get(a.identifier) ?? []) {
        own.set(m.listId, { listId: m.listId, riskLevel: m.riskLevel, name: m.name });
      }
    }
    for (const [identifier, list] of memberships) {
      counterpartyTags.set(`${chain}|${identifier}`, [
        ...(counterpartyTags.get(`${chain}|${identifier}`) ?? []),
        ...list.map((m) => m.listId),
      ]);
    }
  }
  return {
    own: [...own.values()],
    transfers: transfers.map((t) => {
      const tags = counterpartyTags.get(`${chainOf.get(t.txHash) ?? -1}|${t.counterparty}`);
      return tags ? { ...t, counterpartyCustomTags: tags } : t;
    }),
  };
}
