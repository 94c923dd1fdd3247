/** The kinds of Add Entities, in the order they are sent. */
export const ENTITY_KINDS = ['addresses', 'transactions', 'customers'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

const NOUNS: Record<EntityKind, [string, string]> = {
  addresses: ['address', 'addresses'],
  transactions: ['transaction', 'transactions'],
  customers: ['customer', 'customers'],
};

/** What one kind's call did: the rows sent and how many the case gained (the rest were already in it). */
export type KindOutcome = { kind: EntityKind; sent: number; added: number };

const counted = (n: number, kind: EntityKind) => `${n} ${NOUNS[kind][n === 1 ? 0 : 1]}`;

const joined = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * What Add Entities did, in words: "Added 2 addresses and 1 customer", naming those already in the case, so the
 * user sees every tab's rows accounted for (not a bare "Added Successfully" for one tab).
 */
export function addedSummary(outcomes: readonly KindOutcome[]): string {
  const added = outcomes.filter((o) => o.added > 0).map((o) => counted(o.added, o.kind));
  const already = outcomes.filter((o) => o.sent > o.added).map((o) => counted(o.sent - o.added, o.kind));
  const head = added.length > 0 ? `Added ${joined(added)} to the case` : 'Nothing new was added';
  if (already.length === 0) return `${head}.`;
  const total = outcomes.reduce((sum, o) => sum + (o.sent - o.added), 0);
  return `${head}; ${joined(already)} ${total === 1 ? 'was' : 'were'} already in it.`;
}
