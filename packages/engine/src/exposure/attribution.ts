import { isRiskCategory, isTagCategory, TAG_CATEGORIES, type TagCategory } from '@riskscreen/shared';
import { ExposureInputError } from './errors.ts';
import { type FlowGraph, sharedInt32Array } from './flow-graph.ts';
import type { AddressLabel, AttributionLookup, ExposureEntity } from './types.ts';

/** nodeClass value of an unattributed address that value can be traced through. */
export const PASS_THROUGH = -1;
/** nodeClass value of an unattributed megahub: it ends a path as Unknown. */
export const MEGAHUB_END = -2;

/** Tie-break between labels of equal confidence: the most severe category wins the partition. */
const SEVERITY_FIRST: readonly TagCategory[] = [
  'Sanctions',
  'Darknet',
  'Malware',
  'Extortion',
  'Theft',
  'Scam',
  'Coin Mixer',
  'High Risk Organization',
  'Gambling',
];
const SEVERITY_ORDER: readonly TagCategory[] = [
  ...SEVERITY_FIRST,
  ...TAG_CATEGORIES.filter((category) => !SEVERITY_FIRST.includes(category)),
];

const SEVERITY_RANK = new Map(SEVERITY_ORDER.map((category, rank) => [category, rank]));

export function severityRank(category: TagCategory): number {
  return SEVERITY_RANK.get(category) ?? -1;
}

export function categoryBit(category: TagCategory): number {
  return 1 << TAG_CATEGORIES.indexOf(category);
}

/**
 * The rank of a category as a primary label: Sanctions first, then the risk categories (negative sentiment), then
 * the rest. A party that is both a darknet market and sanctioned is shown, partitioned and counted as sanctioned;
 * a scam that also runs an exchange desk as a scam. Confidence only decides within a rank.
 */
function primaryRank(category: TagCategory): number {
  if (category === 'Sanctions') return 0;
  return isRiskCategory(category) ? 1 : 2;
}

/**
 * Negative when `a` is the better primary label: Sanctions, then a risk category, then the rest; within that
 * higher confidence, then more severe, then stable by id.
 */
export function comparePrimary(a: AddressLabel, b: AddressLabel): number {
  return (
    primaryRank(a.category) - primaryRank(b.category) ||
    b.confidence - a.confidence ||
    severityRank(a.category) - severityRank(b.category) ||
    compareText(a.entityId, b.entityId) ||
    compareText(a.name, b.name)
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isLabelValidAt(label: AddressLabel, asOf: number | undefined): boolean {
  if (asOf === undefined) return true;
  if (label.validFrom !== undefined && asOf < label.validFrom) return false;
  if (label.validTo !== undefined && asOf >= label.validTo) return false;
  return true;
}

/** What a trace reads of a graph: its structure over node indices, without the addresses. */
export type GraphStructure = Pick<
  FlowGraph,
  'nodeCount' | 'pairCount' | 'incoming' | 'outgoing' | 'isMegahub' | 'minEdgeUsd'
>;

/**
 * What the trace loop reads: the graph's structure and each node's class, all typed arrays (on shared memory, so
 * a trace thread reads them where they are) and no strings. A resolved attribution is one; a trace thread builds
 * one from the arrays it is handed.
 */
export type TraceAttribution = {
  graph: GraphStructure;
  /** ≥ 0: index into the entities (primary label); PASS_THROUGH or MEGAHUB_END otherwise. */
  nodeClass: Int32Array;
  /** Bit i set when the node carries a valid label of TAG_CATEGORIES[i]. */
  categoryMask: Int32Array;
  /** How many entities nodeClass indexes. */
  entityCount: number;
};

/** Attribution of every node of one graph at one point in time, in the form the trace loop reads. */
export type ResolvedAttribution = TraceAttribution & {
  graph: FlowGraph;
  entities: ExposureEntity[];
  /** Primary label of each attributed node (for groupings such as investigation-tree clusters). */
  primaryLabel: ReadonlyMap<number, AddressLabel>;
};

/**
 * Resolves labels valid at `asOf` (all labels when absent) to one primary entity per address plus its category
 * set. An attributed megahub stays attributed (value reaching an exchange hot wallet is exposure to the exchange).
 */
export function resolveAttribution(
  graph: FlowGraph,
  lookup: AttributionLookup,
  asOf?: number,
): ResolvedAttribution {
  const n = graph.nodeCount;
  const nodeClass = sharedInt32Array(n);
  for (let x = 0; x < n; x++) nodeClass[x] = graph.isMegahub[x] ? MEGAHUB_END : PASS_THROUGH;
  const categoryMask = sharedInt32Array(n);
  const entities: ExposureEntity[] = [];
  const entityIndex = new Map<string, number>();
  const primaryLabel = new Map<number, AddressLabel>();

  const apply = (x: number, labels: readonly AddressLabel[] | undefined): void => {
    if (!labels || labels.length === 0) return;
    let primary: AddressLabel | undefined;
    let mask = 0;
    for (const label of labels) {
      checkLabel(label, graph.addresses[x]!);
      if (!isLabelValidAt(label, asOf)) continue;
      mask |= categoryBit(label.category);
      if (!primary || comparePrimary(label, primary) < 0) primary = label;
    }
    if (!primary) return;
    const key = `${primary.entityId}\u0000${primary.category}\u0000${primary.subtype ?? ''}`;
    let index = entityIndex.get(key);
    if (index === undefined) {
      index = entities.length;
      entityIndex.set(key, index);
      entities.push({
        entityId: primary.entityId,
        name: primary.name,
        category: primary.category,
        subtype: primary.subtype,
      });
    }
    nodeClass[x] = index;
    categoryMask[x] = mask;
    primaryLabel.set(x, primary);
  };

  if (typeof lookup === 'function') {
    for (let x = 0; x < n; x++) apply(x, lookup(graph.addresses[x]!));
  } else if (lookup.size < n) {
    for (const [address, labels] of lookup) {
      const x = graph.indexOf.get(address);
      if (x !== undefined) apply(x, labels);
    }
  } else {
    for (let x = 0; x < n; x++) apply(x, lookup.get(graph.addresses[x]!));
  }
  return { graph, nodeClass, categoryMask, entityCount: entities.length, entities, primaryLabel };
}

function checkLabel(label: AddressLabel, address: string): void {
  if (!isTagCategory(label.category)) {
    throw new ExposureInputError(`Label of ${address} has an unknown category "${label.category}"`);
  }
  if (!(label.confidence >= 0 && label.confidence <= 100)) {
    throw new ExposureInputError(`Label of ${address} has a confidence outside 0–100`);
  }
}
