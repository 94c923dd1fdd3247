import { type TagCategory, UNKNOWN_TAG } from '@riskscreen/shared';
import { comparePrimary, type ResolvedAttribution } from './attribution.ts';
import { type DescribeSubtype, describeSubtypeAsNumber } from './counterparty-summary.ts';
import { ExposureInputError } from './errors.ts';
import { type Adjacency, type FlowGraph, followableEnd } from './flow-graph.ts';
import type { AddressLabel, ExposureDirection } from './types.ts';

export type InvestigationTreeNode = {
  /** Origin: no sign; incoming side '-…'; outgoing side '+…'. */
  id: string;
  type: 'origin' | 'cluster' | 'address';
  /** Addresses of the node that carried the drawn flow (at most MAX_LISTED_ADDRESSES, sorted). */
  addresses: string[];
  address_count: number;
  name: string;
  tag_type_verbose: TagCategory | 'Unknown';
  tag_subtype_verbose: string;
  tag_name_verbose: string;
  is_megahub: boolean;
};

export type InvestigationTreeEdge = {
  /** Starts with '-' on the incoming side, '+' on the outgoing side. */
  id: string;
  sender: string;
  receiver: string;
  /** USD of all transfers between the two nodes (pairs made only of transfers under minEdgeUsd are left out). */
  value: number;
  /** 1 for edges touching the origin. */
  depth: number;
};

export type InvestigationTree = {
  nodes: InvestigationTreeNode[];
  incoming_edges: InvestigationTreeEdge[];
  outgoing_edges: InvestigationTreeEdge[];
  /** True when maxNodes cut the tree short. */
  truncated: boolean;
};

export type InvestigationTreeOptions = {
  maxDepth: number;
  /** Counterparties kept per expanded node, largest value first. Default 10. */
  topK?: number;
  /** Default 500. */
  maxNodes?: number;
  /** Address → cluster id; addresses sharing a cluster become one node. */
  clusterOf?: ReadonlyMap<string, string> | ((address: string) => string | undefined);
  /** Id of the origin node; default: the origin's cluster id or first address. */
  originId?: string;
  describeSubtype?: DescribeSubtype;
};

export const MAX_LISTED_ADDRESSES = 100;

type Group = { key: string; members: number[] };
type Draft = { node: InvestigationTreeNode; flowMembers: Set<number> };

/**
 * The investigation graph around an origin: breadth-first per side, top K counterparties (by value) per expanded
 * node, nodes grouped by cluster. Attributed nodes and megahubs are drawn but never expanded, so one exchange or
 * megahub cannot explode the tree.
 */
export function buildInvestigationTree(
  attribution: ResolvedAttribution,
  origin: readonly string[],
  options: InvestigationTreeOptions,
): InvestigationTree {
  const { maxDepth } = options;
  if (!Number.isInteger(maxDepth) || maxDepth < 1) {
    throw new ExposureInputError('maxDepth must be a whole number ≥ 1');
  }
  if (origin.length === 0) throw new ExposureInputError('The origin must hold at least one address');
  const topK = options.topK ?? 10;
  const maxNodes = options.maxNodes ?? 500;
  const { graph } = attribution;
  const clusterOf = options.clusterOf;
  const clusterOfAddress = (address: string): string | undefined =>
    typeof clusterOf === 'function' ? clusterOf(address) : clusterOf?.get(address);
  const keyOf = (x: number): string => clusterOfAddress(graph.addresses[x]!) ?? graph.addresses[x]!;
  const clusterMembers = clusterOf ? clusterMembersOf(graph, clusterOf, clusterOfAddress) : new Map();
  const membersOf = (key: string, x: number): number[] => clusterMembers.get(key) ?? [x];

  const originIndices = origin.flatMap((a) => (graph.indexOf.has(a) ? [graph.indexOf.get(a)!] : []));
  const originSet = new Set(originIndices);
  const originKey = options.originId ?? clusterOfAddress(origin[0]!) ?? origin[0]!;
  const describe = options.describeSubtype ?? describeSubtypeAsNumber;
  const drafts = new Map<string, Draft>();
  const originNode = makeNode(originKey, 'origin', [...origin], attribution, originIndices, describe);
  drafts.set(originKey, { node: originNode, flowMembers: new Set() });
  let truncated = false;

  const traceSide = (direction: ExposureDirection): InvestigationTreeEdge[] => {
    const sign = direction === 'incoming' ? '-' : '+';
    const adjacency = direction === 'incoming' ? graph.incoming : graph.outgoing;
    const edges: InvestigationTreeEdge[] = [];
    let queue: (Group & { id: string })[] = [{ key: originKey, members: originIndices, id: originKey }];
    for (let depth = 1; depth <= maxDepth && queue.length > 0; depth++) {
      const next: (Group & { id: string })[] = [];
      for (const group of queue) {
        const isAttributed = (x: number) => attribution.primaryLabel.has(x);
        for (const [key, flow] of topCounterparties(
          group,
          adjacency,
          keyOf,
          originSet,
          originKey,
          topK,
          isAttributed,
        )) {
          const id = `${sign}${key}`;
          let draft = drafts.get(id);
          if (!draft) {
            if (drafts.size >= maxNodes) {
              truncated = true;
              continue;
            }
            const first = flow.members.values().next().value!;
            const members = membersOf(key, first);
            const type = clusterMembers.has(key) ? 'cluster' : 'address';
            draft = { node: makeNode(id, type, [], attribution, members, describe), flowMembers: new Set() };
            drafts.set(id, draft);
            const isExpandable = draft.node.tag_type_verbose === UNKNOWN_TAG && !draft.node.is_megahub;
            if (isExpandable && depth < maxDepth) next.push({ key, members, id });
          }
          for (const member of flow.members) draft.flowMembers.add(member);
          const [sender, receiver] = direction === 'incoming' ? [id, group.id] : [group.id, id];
          edges.push({ id: `${sign}${edges.length + 1}`, sender, receiver, value: flow.value, depth });
        }
      }
      queue = next;
    }
    return edges;
  };

  const incoming_edges = traceSide('incoming');
  const outgoing_edges = traceSide('outgoing');
  const nodes = [...drafts.values()].map(({ node, flowMembers }) => {
    if (node.type === 'origin') return node;
    const addresses = [...flowMembers].map((x) => graph.addresses[x]!).sort();
    return { ...node, addresses: addresses.slice(0, MAX_LISTED_ADDRESSES) };
  });
  return { nodes, incoming_edges, outgoing_edges, truncated };
}

/**
 * Members per cluster, computed once per graph and cluster lookup: listing them scans every address of the graph,
 * which on a large chain costs more than the whole tree (the lookup must not change while the graph is in use).
 */
const clusterMembersMemo = new WeakMap<FlowGraph, WeakMap<object, Map<string, number[]>>>();

function clusterMembersOf(
  graph: FlowGraph,
  lookup: object,
  clusterOf: (address: string) => string | undefined,
): Map<string, number[]> {
  let byLookup = clusterMembersMemo.get(graph);
  if (!byLookup) {
    byLookup = new WeakMap();
    clusterMembersMemo.set(graph, byLookup);
  }
  let members = byLookup.get(lookup);
  if (!members) {
    members = membersByCluster(graph.addresses, clusterOf);
    byLookup.set(lookup, members);
  }
  return members;
}

function membersByCluster(
  addresses: readonly string[],
  clusterOf: (address: string) => string | undefined,
): Map<string, number[]> {
  const members = new Map<string, number[]>();
  addresses.forEach((address, x) => {
    const cluster = clusterOf(address);
    if (cluster === undefined) return;
    const list = members.get(cluster);
    if (list) list.push(x);
    else members.set(cluster, [x]);
  });
  return members;
}

/**
 * Counterparty groups of a group on one side, aggregated by group key, largest first: the topK largest, and every
 * attributed one besides. An attributed counterparty is exposure the counterparty summary lists; leaving it out of
 * the graph because ten unattributed ones moved more made the two disagree (a $6,000 Law Enforcement payer with no
 * node). Unattributed ones past topK are the noise the cut is for. maxNodes still bounds the whole tree.
 */
function topCounterparties(
  group: Group,
  adjacency: Adjacency,
  keyOf: (x: number) => string,
  originSet: ReadonlySet<number>,
  originKey: string,
  topK: number,
  isAttributed: (x: number) => boolean,
): [string, { value: number; members: Set<number>; attributed: boolean }][] {
  const flows = new Map<string, { value: number; members: Set<number>; attributed: boolean }>();
  for (const x of group.members) {
    for (let p = adjacency.offsets[x]!; p < followableEnd(adjacency, x); p++) {
      const y = adjacency.neighbours[p]!;
      if (originSet.has(y)) continue;
      const key = keyOf(y);
      if (key === group.key || key === originKey) continue;
      let flow = flows.get(key);
      if (!flow) {
        flow = { value: 0, members: new Set(), attributed: false };
        flows.set(key, flow);
      }
      flow.value += adjacency.value[p]!;
      flow.members.add(y);
      if (isAttributed(y)) flow.attributed = true;
    }
  }
  return [...flows]
    .sort(([ka, a], [kb, b]) => b.value - a.value || (ka < kb ? -1 : ka > kb ? 1 : 0))
    .filter(([, flow], rank) => rank < topK || flow.attributed);
}

function makeNode(
  id: string,
  type: InvestigationTreeNode['type'],
  addresses: string[],
  attribution: ResolvedAttribution,
  members: readonly number[],
  describe: DescribeSubtype,
): InvestigationTreeNode {
  let label: AddressLabel | undefined;
  let isMegahub = false;
  for (const x of members) {
    const candidate = attribution.primaryLabel.get(x);
    if (candidate && (!label || comparePrimary(candidate, label) < 0)) label = candidate;
    if (attribution.graph.isMegahub[x]) isMegahub = true;
  }
  const plainName = id.replace(/^[-+]/, '');
  return {
    id,
    type,
    addresses,
    address_count: type === 'origin' ? addresses.length : members.length,
    name: label?.name ?? plainName,
    tag_type_verbose: label?.category ?? UNKNOWN_TAG,
    tag_subtype_verbose:
      label && label.subtype !== null ? describe(label.subtype, label.category) : UNKNOWN_TAG,
    tag_name_verbose: label?.name ?? UNKNOWN_TAG,
    is_megahub: isMegahub,
  };
}
