import type { ExposureType, TagCategory } from '@riskscreen/shared';

/** One value movement between two addresses on one chain (a transfer row of the store). */
export type FlowEdge = {
  from: string;
  to: string;
  /** USD value at block time; must be finite and ≥ 0 (zero-valued movements are ignored). */
  valueUsd: number;
  /** Block time, epoch seconds. */
  time: number;
  txHash: string;
  transferId: string;
  /**
   * Whether the edge may be followed, when the caller decided it (an edge that sums several transfers cannot be
   * judged by its value against minEdgeUsd). Absent: valueUsd ≥ minEdgeUsd decides.
   */
  followable?: boolean;
};

/** One attribution of an address to an entity. Times are epoch seconds; validTo is exclusive. */
export type AddressLabel = {
  entityId: string;
  name: string;
  category: TagCategory;
  subtype: number | null;
  /** 0–100 (GraphSense-like scale: ownership 100, authority data 60, web crawl 20, heuristic 10). */
  confidence: number;
  validFrom?: number;
  validTo?: number;
};

/** Address → its labels, as a map or a function. */
export type AttributionLookup =
  | ReadonlyMap<string, readonly AddressLabel[]>
  | ((address: string) => readonly AddressLabel[] | undefined);

export type ExposureDirection = 'incoming' | 'outgoing';
export const EXPOSURE_DIRECTIONS: readonly ExposureDirection[] = ['incoming', 'outgoing'];

/**
 * Why value ended as Unknown. `hop_limit`: the trace stopped at maxHops; `megahub`: an unattributed megahub
 * ends the path; `dead_end`: an unattributed address with no recorded inflow (outflow for outgoing);
 * `below_minimum`: transfers under minEdgeUsd are not followed; `returned_to_origin`: the value came from (went
 * back to) the origin itself.
 */
export const UNKNOWN_REASONS = [
  'hop_limit',
  'megahub',
  'dead_end',
  'below_minimum',
  'returned_to_origin',
] as const;
export type UnknownReason = (typeof UNKNOWN_REASONS)[number];

/** One attributed entity as exposure sees it (the primary label of the counterparty address). */
export type ExposureEntity = {
  entityId: string;
  name: string;
  category: TagCategory;
  subtype: number | null;
};

export type EntityExposure = ExposureEntity & { direct: number; indirect: number };

export type SplitValue = { direct: number; indirect: number; total: number };

/** Row of the counterparty summary (spec part 2 §3). */
export type CounterpartySummaryRow = {
  tag_type_verbose: TagCategory | 'Unknown';
  tag_subtype_verbose: string;
  tag_name_verbose: string;
  exposure_type: ExposureType;
  total_value_usd: number;
  /** null for the Unknown rows. */
  entity_id: string | null;
};

/** One step of an explanation path: the address reached at `hop`, the share taken there, and the value carried. */
export type PathStep = {
  address: string;
  hop: number;
  /**
   * Hop 1: the edge's share of the origin's total in that direction. Deeper: the share of the previous
   * intermediary's inflow (outflow for outgoing) that this address supplied (received).
   */
  share: number;
  /** USD carried by this path after this step. */
  value: number;
};

export type ExposurePath = {
  /** USD this path contributes to the figure it explains. */
  value: number;
  /** The origin address the path starts from. */
  origin: string;
  steps: PathStep[];
  /** 'attributed' when the last step is an attributed address, else why the path ended as Unknown. */
  end: 'attributed' | UnknownReason;
};

/** The top paths behind one figure: (direction, entity or Unknown, exposure type). */
export type ExplainedFigure = {
  direction: ExposureDirection;
  /** null for Unknown. */
  entityId: string | null;
  exposureType: ExposureType;
  /** The figure being explained (USD). */
  value: number;
  /** Sum of the values of `paths` (≤ value; the rest is spread over weaker paths). */
  explainedValue: number;
  paths: ExposurePath[];
};

export type DirectionExposure = {
  total: number;
  direct: number;
  indirect: number;
  unknown: number;
  /** Partition rows: each unit of value appears once (primary label, or Unknown). */
  rows: CounterpartySummaryRow[];
  entities: EntityExposure[];
  /** Not a partition: every category of an attributed counterparty gets the full value. */
  categoryTotals: Partial<Record<TagCategory, SplitValue>>;
  unknownByReason: Record<UnknownReason, number>;
  /** Adjacency entries read while tracing (the benchmark's unit of work). */
  edgeVisits: number;
};

export type ExposureResult = {
  incoming: DirectionExposure;
  outgoing: DirectionExposure;
  /** Present when explainTopN > 0: one entry per non-zero figure. */
  explanations?: ExplainedFigure[];
};

export type TraceOptions = {
  /** 1 = direct counterparties only. */
  maxHops: number;
  /** Keep the N best paths per figure (0 or absent: no explanation, fastest). */
  explainTopN?: number;
  /** Names subtypes for the summary rows; default: the number as text ('Unknown' when null). */
  describeSubtype?: (subtype: number, category: TagCategory) => string;
};

export type FlowGraphOptions = {
  /** Transfers below this USD value are not followed (their value is Unknown). Default 0. */
  minEdgeUsd?: number;
  /** Addresses known to be megahubs. */
  megahubs?: Iterable<string>;
  /** An address with more distinct counterparties (in + out) than this is a megahub. */
  megahubDegree?: number;
};
