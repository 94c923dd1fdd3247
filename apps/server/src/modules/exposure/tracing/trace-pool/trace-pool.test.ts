import {
  type AddressLabel,
  buildFlowGraph,
  ExposureInputError,
  type FlowEdge,
  type ResolvedAttribution,
  resolveAttribution,
  traceExposure,
} from '@riskscreen/engine';
import { TAG_CATEGORIES } from '@riskscreen/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';
import { computeAddressExposure } from '../address-exposure.ts';
import { INLINE_TRACER, TracePool } from './exposure-tracer.ts';

const edge = (from: string, to: string, valueUsd: number): FlowEdge => ({
  from,
  to,
  valueUsd,
  time: 1_700_000_000,
  txHash: `${from}-${to}`,
  transferId: `${from}-${to}-${valueUsd}`,
});
const label = (entityId: string, category: AddressLabel['category'], confidence = 100): AddressLabel => ({
  entityId,
  name: `Entity ${entityId}`,
  category,
  subtype: null,
  confidence,
});

// Two threads, so tasks of one graph land on both and each is sent the graph once.
let pool: TracePool;
beforeAll(() => {
  pool = new TracePool(2);
});
afterAll(async () => {
  await pool.close();
});

/** The random graphs of the engine's exposure properties: 9 addresses, up to 30 transfers, a few labels. */
const scenario = fc.record({
  edges: fc.array(fc.tuple(fc.nat(8), fc.nat(8), fc.double({ min: 0.01, max: 10_000, noNaN: true })), {
    maxLength: 30,
  }),
  labelled: fc.array(
    fc.tuple(fc.nat(8), fc.constantFrom(...TAG_CATEGORIES), fc.nat(3), fc.constantFrom(10, 20, 60, 100)),
    { maxLength: 6 },
  ),
  origin: fc.uniqueArray(fc.nat(9), { minLength: 1, maxLength: 2 }),
  megahubs: fc.uniqueArray(fc.nat(8), { maxLength: 2 }),
  maxHops: fc.integer({ min: 1, max: 5 }),
  minEdgeUsd: fc.constantFrom(0, 0, 50),
  explainTopN: fc.constantFrom(0, 0, 3, 100),
  key: fc.constantFrom('0:0', '0:50', '1:0'),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function attributionOf(s: Scenario) {
  const labels = new Map<string, AddressLabel[]>();
  for (const [node, category, entity, confidence] of s.labelled) {
    const list = labels.get(`n${node}`) ?? [];
    list.push(label(`${category}-${entity}`, category, confidence));
    labels.set(`n${node}`, list);
  }
  const graph = buildFlowGraph(
    s.edges.map(([a, b, v]) => edge(`n${a}`, `n${b}`, v)),
    { minEdgeUsd: s.minEdgeUsd, megahubs: s.megahubs.map((x) => `n${x}`) },
  );
  return resolveAttribution(graph, labels);
}

describe('the trace pool', () => {
  it('gives bit for bit what the in-line trace gives, explanations included, on random graphs', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const attribution = attributionOf(s);
        // n9 is in no graph: an origin may hold addresses without flow.
        const origin = s.origin.map((x) => `n${x}`);
        const options = { maxHops: s.maxHops, explainTopN: s.explainTopN };
        const pooled = await pool.trace({ key: s.key, attribution }, origin, options);
        expect(pooled).toEqual(traceExposure(attribution, origin, options));
      }),
      { numRuns: 300 },
    );
  });

  it('traces the worked example of the exposure model through a thread', async () => {
    const attribution = resolveAttribution(
      buildFlowGraph([edge('X', 'O', 100), edge('S', 'X', 300), edge('U', 'X', 100)]),
      new Map([['S', [label('ofac', 'Sanctions')]]]),
    );
    const result = await pool.trace({ key: 'example', attribution }, ['O'], { maxHops: 3, explainTopN: 2 });
    expect(result.incoming.categoryTotals.Sanctions).toEqual({ direct: 0, indirect: 75, total: 75 });
    expect(result.incoming.unknown).toBe(25);
    const sanctions = result.explanations?.find((figure) => figure.entityId === 'ofac');
    expect(sanctions?.paths[0]?.steps.map((step) => step.address)).toEqual(['X', 'S']);
  });

  it('traces the graph it is given when a newer graph of the same chain replaced an older one', async () => {
    const older = resolveAttribution(
      buildFlowGraph([edge('S', 'O', 10)]),
      new Map([['S', [label('s', 'Scam')]]]),
    );
    const newer = resolveAttribution(
      buildFlowGraph([edge('S', 'O', 10), edge('D', 'O', 30)]),
      new Map([['D', [label('d', 'Darknet')]]]),
    );
    // Many at once, alternating, so both threads see both graphs under one key in turn.
    const traces = Array.from({ length: 40 }, (_, i) => {
      const attribution: ResolvedAttribution = i % 2 === 0 ? older : newer;
      return pool.trace({ key: 'chain:0', attribution }, ['O'], { maxHops: 2 });
    });
    const results = await Promise.all(traces);
    results.forEach((result, i) => {
      expect(result.incoming.total).toBe(i % 2 === 0 ? 10 : 40);
      expect(result.incoming.direct).toBe(i % 2 === 0 ? 10 : 30);
    });
  });

  it('refuses options a trace cannot run with before handing anything to a thread', async () => {
    const attribution = resolveAttribution(buildFlowGraph([edge('A', 'O', 1)]), new Map());
    await expect(pool.trace({ key: 'k', attribution }, ['O'], { maxHops: 0 })).rejects.toThrow(
      ExposureInputError,
    );
    await expect(pool.trace({ key: 'k', attribution }, [], { maxHops: 2 })).rejects.toThrow(
      ExposureInputError,
    );
  });
});

describe('address screening on the trace pool', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({}, { demoWorld: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('gives the same exposure snapshot as the in-line trace for addresses of every demo chain', async () => {
    const now = new Date();
    const chains = await ctx.db.selectFrom('transfers').select('blockchain').distinct().execute();
    expect(chains.length).toBeGreaterThan(1);
    for (const { blockchain } of chains) {
      const { graph } = await ctx.chains.graphs.around(blockchain, [], now, { minEdgeUsd: 0, maxHops: 3 });
      // The busiest addresses (nodes are numbered by activity) and a spread of the others.
      const step = Math.max(1, Math.floor(graph.nodeCount / 40));
      const sample = [0, 1, 2, 3, 4].concat(Array.from({ length: 40 }, (_, i) => i * step));
      for (const x of sample.filter((x) => x < graph.nodeCount)) {
        const origin = [graph.addresses[x]!];
        for (const settings of [
          { maxHops: 3, now },
          { maxHops: 6, minEdgeUsd: 100, now, explain: true },
        ]) {
          const inline = await computeAddressExposure(
            { graphs: ctx.chains.graphs, tracer: INLINE_TRACER },
            blockchain,
            origin,
            settings,
          );
          const pooled = await computeAddressExposure(
            { graphs: ctx.chains.graphs, tracer: pool },
            blockchain,
            origin,
            settings,
          );
          expect(pooled.snapshot).toEqual(inline.snapshot);
        }
      }
    }
  });
});
