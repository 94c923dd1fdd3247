import type {
  CounterpartySummaryDto,
  InvestigationTreeDto,
  SnapshotChangeDto,
  SnapshotChangeStatus,
} from '@riskscreen/shared';

type Direction = SnapshotChangeDto['direction'];
type ExposureType = SnapshotChangeDto['exposure_type'];

/** One counterparty of one side, as a snapshot or the present shows it. */
type Counterparty = Omit<SnapshotChangeDto, 'change_status' | 'total_value_usd' | 'previous_value_usd'> & {
  key: string;
  value: number;
};

const DIRECTIONS: readonly Direction[] = ['incoming', 'outgoing'];
const SIGN: Record<Direction, string> = { incoming: '-', outgoing: '+' };
const OPERATION = { incoming: 'received', outgoing: 'sent' } as const;
const MAX_ADDRESSES = 100;
/** Listed first: what changed, then what stayed. */
const STATUS_ORDER: Record<SnapshotChangeStatus, number> = {
  new: 0,
  increased: 1,
  decreased: 2,
  removed: 3,
  unchanged: 4,
};

/** The snapshot's investigation tree against the present one: one row per counterparty node and side. */
export function compareInvestigationTrees(
  before: InvestigationTreeDto,
  now: InvestigationTreeDto,
): SnapshotChangeDto[] {
  return compareCounterparties(treeCounterparties(before), treeCounterparties(now));
}

/** The snapshot's counterparty summary against the present one: one row per entity, exposure type and side. */
export function compareCounterpartySummaries(
  before: { summary: CounterpartySummaryDto; tree: InvestigationTreeDto },
  now: { summary: CounterpartySummaryDto; tree: InvestigationTreeDto },
): SnapshotChangeDto[] {
  return compareCounterparties(
    summaryCounterparties(before.summary, before.tree),
    summaryCounterparties(now.summary, now.tree),
  );
}

function compareCounterparties(before: Counterparty[], now: Counterparty[]): SnapshotChangeDto[] {
  const previous = new Map(before.map((c) => [c.key, c]));
  const changes: SnapshotChangeDto[] = [];
  for (const current of now) {
    const was = previous.get(current.key);
    previous.delete(current.key);
    const addresses = was ? mergeAddresses(current.addresses, was.addresses) : current.addresses;
    changes.push(changeRow(current, addresses, current.value, was?.value ?? null));
  }
  for (const gone of previous.values()) changes.push(changeRow(gone, gone.addresses, null, gone.value));
  return changes.sort(
    (a, b) =>
      DIRECTIONS.indexOf(a.direction) - DIRECTIONS.indexOf(b.direction) ||
      STATUS_ORDER[a.change_status] - STATUS_ORDER[b.change_status] ||
      Math.max(b.total_value_usd, b.previous_value_usd) - Math.max(a.total_value_usd, a.previous_value_usd),
  );
}

function changeRow(
  party: Counterparty,
  addresses: string[],
  value: number | null,
  previousValue: number | null,
): SnapshotChangeDto {
  const { key: _key, value: _value, ...fields } = party;
  return {
    ...fields,
    addresses,
    change_status: changeStatus(value, previousValue),
    total_value_usd: value ?? 0,
    previous_value_usd: previousValue ?? 0,
  };
}

/** USD figures are compared in whole cents, so float noise reads as unchanged. */
function changeStatus(value: number | null, previousValue: number | null): SnapshotChangeStatus {
  if (previousValue === null) return 'new';
  if (value === null) return 'removed';
  const delta = Math.round(value * 100) - Math.round(previousValue * 100);
  return delta > 0 ? 'increased' : delta < 0 ? 'decreased' : 'unchanged';
}

function mergeAddresses(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])].sort().slice(0, MAX_ADDRESSES);
}

/** Each counterparty node of the tree with the value it sent to (incoming) or received from (outgoing) the tree. */
function treeCounterparties(tree: InvestigationTreeDto): Counterparty[] {
  const parties: Counterparty[] = [];
  for (const direction of DIRECTIONS) {
    const flows = nodeFlows(tree, direction);
    for (const node of tree.nodes) {
      const flow = flows.get(node.id);
      if (node.type === 'origin' || !flow) continue;
      parties.push({
        key: `${direction}|${node.id}`,
        direction,
        addresses: node.addresses,
        type: node.type,
        operation: OPERATION[direction],
        entity_name: node.tag_name_verbose,
        entity_type: node.tag_type_verbose,
        entity_subtype: node.tag_subtype_verbose,
        exposure_type: flow.exposureType,
        value: flow.value,
      });
    }
  }
  return parties;
}

/** Per node of one side: the value of its edges towards the origin, direct when one of them touches the origin. */
function nodeFlows(
  tree: InvestigationTreeDto,
  direction: Direction,
): Map<string, { value: number; exposureType: ExposureType }> {
  const edges = direction === 'incoming' ? tree.incoming_edges : tree.outgoing_edges;
  const flows = new Map<string, { value: number; exposureType: ExposureType }>();
  for (const edge of edges) {
    const far = direction === 'incoming' ? edge.sender : edge.receiver;
    if (!far.startsWith(SIGN[direction])) continue;
    const flow = flows.get(far) ?? { value: 0, exposureType: 'indirect' };
    flow.value += edge.value;
    if (edge.depth === 1) flow.exposureType = 'direct';
    flows.set(far, flow);
  }
  return flows;
}

/** The summary's rows as counterparties, with the addresses of the tree's nodes of that entity and exposure type. */
function summaryCounterparties(summary: CounterpartySummaryDto, tree: InvestigationTreeDto): Counterparty[] {
  const nodes = treeCounterparties(tree);
  const parties: Counterparty[] = [];
  for (const direction of DIRECTIONS) {
    for (const row of summary[direction]) {
      const addresses = nodes
        .filter(
          (n) =>
            n.direction === direction &&
            n.entity_name === row.tag_name_verbose &&
            n.exposure_type === row.exposure_type,
        )
        .flatMap((n) => n.addresses);
      parties.push({
        key: `${direction}|${row.entity_id ?? row.tag_name_verbose}|${row.exposure_type}`,
        direction,
        addresses: mergeAddresses(addresses, []),
        type: 'entity',
        operation: OPERATION[direction],
        entity_name: row.tag_name_verbose,
        entity_type: row.tag_type_verbose,
        entity_subtype: row.tag_subtype_verbose,
        exposure_type: row.exposure_type,
        value: row.total_value_usd,
      });
    }
  }
  return parties;
}
