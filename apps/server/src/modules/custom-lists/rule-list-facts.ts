import type { RuleSubject, RuleTransfer } from '@riskscreen/engine';
import type { Db } from '../../db/client.ts';
import { loadListMemberships } from './list-memberships.repo.ts';

/** Templates that read lists: the object's own (25, 26) and its counterparties' (6). */
const OWN_LIST_TEMPLATES: ReadonlySet<number> = new Set([25, 26]);
const COUNTERPARTY_TAG_TEMPLATES: ReadonlySet<number> = new Set([6]);

type RulesWithConditions = readonly { conditions: readonly { rule_condition_type: number }[] }[];

const uses = (rules: RulesWithConditions, templates: ReadonlySet<number>) =>
  rules.some((r) => r.conditions.some((c) => templates.has(c.rule_condition_type)));

/**
 * What the rules read about custom lists and tags: the lists holding the screened address (subject.customLists,
 * subject.customTags) and, for template 6, the tags on each counterparty of its transfers. One query, and none
 * when no loaded rule reads lists.
 */
export async function loadRuleListFacts(
  db: Db,
  workspaceId: number,
  rules: RulesWithConditions,
  object: { blockchain: number; identifier: string },
  transfers: readonly RuleTransfer[],
): Promise<{ subject: Pick<RuleSubject, 'customTags' | 'customLists'>; transfers: RuleTransfer[] }> {
  const readsOwn = uses(rules, OWN_LIST_TEMPLATES);
  const readsCounterparties = uses(rules, COUNTERPARTY_TAG_TEMPLATES) && transfers.length > 0;
  if (!readsOwn && !readsCounterparties) {
    return { subject: { customTags: [], customLists: [] }, transfers: [...transfers] };
  }
  const identifiers = [
    object.identifier,
    ...(readsCounterparties ? transfers.map((t) => t.counterparty) : []),
  ];
  const memberships = await loadListMemberships(db, workspaceId, object.blockchain, identifiers);
  const own = memberships.get(object.identifier) ?? [];
  return {
    subject: {
      customTags: own.map((m) => m.name),
      customLists: own.map((m) => ({ listId: m.listId, riskLevel: m.riskLevel, name: m.name })),
    },
    transfers: transfers.map((t) => {
      const tags = memberships.get(t.counterparty);
      return tags ? { ...t, counterpartyCustomTags: tags.map((m) => m.listId) } : t;
    }),
  };
}
