import { type ConceptMapping, mapGraphsenseConcept, type TagCategory } from '@riskscreen/shared';
import type { Actor } from './actor-pack.ts';

/** When an actor is known for several concepts, the most severe one classifies an otherwise bare tag. */
const SEVERITY: readonly TagCategory[] = [
  'Sanctions',
  'Darknet',
  'Malware',
  'Extortion',
  'Theft',
  'Scam',
  'Coin Mixer',
  'High Risk Organization',
  'Gambling',
  'Exchange',
  'Mining Pool',
  'DeFi',
  'Service',
  'Smart Contract Platform',
  'Donation',
  'Law Enforcement',
  'Others',
];
const OFAC_SUBTYPE = 1301;
const DARKNET_MARKET = 401;

export type TagConcepts = {
  abuse: string | null;
  category: string | null;
  concepts: string[];
  source: string | null;
};

/**
 * Category of one tag: its abuse first (what the address did), then its category (what the entity is), then its
 * concepts, then the actor's concepts; Others when nothing says. Two refinements the data needs: a `market`
 * whose actor is a dark-web one is a Darknet Market (Hydra), and a bare tag sourced from the US Treasury's
 * sanctions pages is an OFAC SDN listing (ofac.yaml carries only `category: user`).
 */
export function classifyTag(tag: TagConcepts, actor: Actor | undefined): ConceptMapping | { error: string } {
  const given: [field: string, value: string][] = [
    ...(tag.abuse ? [['abuse', tag.abuse] as [string, string]] : []),
    ...(tag.category ? [['category', tag.category] as [string, string]] : []),
    ...tag.concepts.map((c): [string, string] => ['concepts', c]),
  ];
  for (const [field, value] of given) {
    if (!mapGraphsenseConcept(value)) return { error: `Unknown ${field} '${value}'` };
  }
  const actorConcepts = actor?.categories ?? [];
  const conceptId = given[0]?.[1] ?? mostSevere(actorConcepts);
  const mapped = (conceptId && mapGraphsenseConcept(conceptId)) || { category: 'Others', subtype: null };
  let result: ConceptMapping = mapped;

  if (conceptId === 'market' && actorConcepts.some((c) => c === 'dark_web' || c === 'drugs')) {
    result = { category: 'Darknet', subtype: DARKNET_MARKET };
  }
  if ((result.category === 'Others' || result.category === 'Sanctions') && isOfacSource(tag.source)) {
    result = { category: 'Sanctions', subtype: OFAC_SUBTYPE };
  }
  return result;
}

function mostSevere(concepts: string[]): string | undefined {
  let best: { id: string; rank: number } | undefined;
  for (const id of concepts) {
    const mapped = mapGraphsenseConcept(id);
    if (!mapped) continue;
    const rank = SEVERITY.indexOf(mapped.category);
    if (!best || rank < best.rank) best = { id, rank };
  }
  return best?.id;
}

export function isOfacSource(source: string | null): boolean {
  return source !== null && /treasury\.gov/i.test(source) && /ofac|sanction|sdn/i.test(source);
}
