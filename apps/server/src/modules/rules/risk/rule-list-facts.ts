import type { RuleSubject, RuleTransfer } from '@riskscreen/engine';
import { rulesRead } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { loadListMemberships } from '../custom-tags/index.ts';

type RulesWithConditions = readonly { conditions: readonly { rule_condition_type: number }[] }[];

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
  // The templates' reads: lists holding the object (25, 26) and those holding its counterparties (6).
  const readsOwn = rulesRead(rules, 'ownLists');
  const readsCounterparties = rulesRead(rules, 'counterpartyLists') && transfers.length > 0;
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
