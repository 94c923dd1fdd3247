import { describe, expect, it } from 'vitest';
import { computeExposure, type ExposureInput, findExplanation } from './compute-exposure.ts';
import { ExposureInputError } from './errors.ts';
import { edge, label } from './test-helpers.ts';
import type { AddressLabel } from './types.ts';

const labels = (entries: Record<string, AddressLabel[]>) => new Map(Object.entries(entries));

function run(input: Partial<ExposureInput> & Pick<ExposureInput, 'edges'>, maxHops = 3) {
  return computeExposure({
    labels: new Map(),
    origin: ['O'],
    ...input,
    options: { maxHops, ...input.options },
  });
}

describe('direct exposure', () => {
  it('(a) $100 received from an attributed exchange is 100% direct exposure to it', () => {
    const result = run({
      edges: [edge('E', 'O', 100)],
      labels: labels({ E: [label('binance', 'Exchange')] }),
    });
    expect(result.incoming).toMatchObject({ total: 100, direct: 100, indirect: 0, unknown: 0 });
    expect(result.incoming.rows).toEqual([
      {
        tag_type_verbose: 'Exchange',
        tag_subtype_verbose: 'Unknown',
        tag_name_verbose: 'binance',
        exposure_type: 'direct',
        total_value_usd: 100,
        entity_id: 'binance',
      },
    ]);
    expect(result.outgoing.total).toBe(0);
  });

  it('(e) an address that is Sanctions and Darknet counts once in the partition and fully in both categories', () => {
    const result = run({
      edges: [edge('A', 'O', 100)],
      labels: labels({ A: [label('hydra', 'Darknet'), label('ofac-hydra', 'Sanctions')] }),
    });
    expect(result.incoming.rows).toHaveLength(1);
    // Equal confidence: severity decides (Sanctions before Darknet).
    expect(result.incoming.rows[0]).toMatchObject({ tag_type_verbose: 'Sanctions', total_value_usd: 100 });
    expect(result.incoming.direct).toBe(100);
    expect(result.incoming.categoryTotals).toEqual({
      Sanctions: { direct: 100, indirect: 0, total: 100 },
      Darknet: { direct: 100, indirect: 0, total: 100 },
    });
  });

  /** The category of the row of A, the only sender: which of A's labels is primary. */
  const primaryCategory = (aLabels: AddressLabel[]) =>
    run({ edges: [edge('A', 'O', 100)], labels: labels({ A: aLabels }) }).incoming.rows[0]?.tag_type_verbose;

  it('a Sanctions label is primary whatever its confidence, and a risk category outranks a surer non-risk one', () => {
    const surerMixer = label('mixer', 'Coin Mixer', { confidence: 100 });
    expect(primaryCategory([surerMixer, label('s', 'Sanctions', { confidence: 20 })])).toBe('Sanctions');
    const surerExchange = label('x', 'Exchange', { confidence: 100 });
    expect(primaryCategory([surerExchange, label('d', 'Darknet', { confidence: 10 })])).toBe('Darknet');
  });

  it('between labels of the same rank, the higher confidence is primary whatever its severity', () => {
    const surerMixer = label('mixer', 'Coin Mixer', { confidence: 100 });
    expect(primaryCategory([surerMixer, label('d', 'Darknet', { confidence: 50 })])).toBe('Coin Mixer');
  });

  it('uses only labels valid at asOf (a delisted address is no longer Sanctions)', () => {
    const delisted = label('tornado', 'Sanctions', { validFrom: 1_000, validTo: 2_000 });
    const input = { edges: [edge('A', 'O', 100)], labels: labels({ A: [delisted] }) };
    expect(run({ ...input, options: { maxHops: 1, asOf: 1_500 } }).incoming.direct).toBe(100);
    expect(run({ ...input, options: { maxHops: 1, asOf: 2_000 } }).incoming.direct).toBe(0);
    expect(run({ ...input, options: { maxHops: 1, asOf: 999 } }).incoming.unknown).toBe(100);
  });

  it('outgoing value sent to an attributed counterparty is outgoing direct exposure', () => {
    const result = run({
      edges: [edge('O', 'G', 40), edge('O', 'X', 60)],
      labels: labels({ G: [label('g', 'Gambling')] }),
    });
    expect(result.outgoing).toMatchObject({ total: 100, direct: 40, unknown: 60 });
    expect(result.incoming.total).toBe(0);
  });
});

describe('indirect exposure (haircut)', () => {
  it('an address that is Sanctions and Darknet counts fully in both categories at any hop, the last one included', () => {
    // A sends $300 to X, which passes $100 on to O: a third of X's inflow is A's. A sits at hop 2; with 2 hops it is
    // reached on the last hop (accounted without being queued), with 3 it is queued like any other address.
    for (const maxHops of [2, 3]) {
      const result = run(
        {
          edges: [edge('A', 'X', 300), edge('U', 'X', 600), edge('X', 'O', 100)],
          labels: labels({ A: [label('hydra', 'Darknet'), label('ofac-hydra', 'Sanctions')] }),
        },
        maxHops,
      );
      const third = { direct: 0, indirect: expect.closeTo(100 / 3, 9), total: expect.closeTo(100 / 3, 9) };
      expect(result.incoming.categoryTotals).toEqual({ Sanctions: third, Darknet: third });
    }
  });

  const caseB = {
    edges: [edge('X', 'O', 100), edge('S', 'X', 300), edge('U', 'X', 100)],
    labels: labels({ S: [label('garantex', 'Sanctions')] }),
  };

  it('(b) splits $100 from X by the shares of X’s inflow: Sanctions $75, Unknown $25', () => {
    for (const maxHops of [2, 3, 5]) {
      const result = run(caseB, maxHops);
      expect(result.incoming).toMatchObject({ total: 100, direct: 0, indirect: 75, unknown: 25 });
      expect(result.incoming.entities).toEqual([
        {
          entityId: 'garantex',
          name: 'garantex',
          category: 'Sanctions',
          subtype: null,
          direct: 0,
          indirect: 75,
        },
      ]);
    }
    expect(run(caseB, 2).incoming.unknownByReason.hop_limit).toBe(25);
    expect(run(caseB, 3).incoming.unknownByReason.dead_end).toBe(25);
  });

  it('(b) at maxHops = 1 the whole $100 is Unknown', () => {
    const result = run(caseB, 1);
    expect(result.incoming).toMatchObject({ total: 100, direct: 0, indirect: 0, unknown: 100 });
    expect(result.incoming.unknownByReason.hop_limit).toBe(100);
    expect(result.incoming.rows).toEqual([
      expect.objectContaining({ tag_type_verbose: 'Unknown', exposure_type: 'direct' }),
    ]);
  });

  it('(c) a 3-hop chain with two branches, to the cent', () => {
    // O ← A 1000; A ← B 600, C 400; B ← D(Darknet) 123.45, E 234.56, F(Exchange) 100; C ← G(Scam) 250, H 750;
    // O ← K(Exchange) 333.33 directly. B's inflow is 458.01, so D gets 600 × 123.45 / 458.01 = 161.72,
    // E 600 × 234.56 / 458.01 = 307.28 (unattributed at hop 3: hop limit), F 600 × 100 / 458.01 = 131.00;
    // C's inflow is 1000: G 400 × 0.25 = 100, H 300 (hop limit).
    const result = run(
      {
        edges: [
          edge('A', 'O', 1000),
          edge('K', 'O', 333.33),
          edge('B', 'A', 600),
          edge('C', 'A', 400),
          edge('D', 'B', 123.45),
          edge('E', 'B', 234.56),
          edge('F', 'B', 100),
          edge('G', 'C', 250),
          edge('H', 'C', 750),
        ],
        labels: labels({
          D: [label('dark', 'Darknet')],
          F: [label('kraken', 'Exchange')],
          G: [label('scam', 'Scam')],
          K: [label('kraken', 'Exchange')],
        }),
      },
      3,
    );
    const incoming = result.incoming;
    const cents = (value: number) => Math.round(value * 100) / 100;
    expect(cents(incoming.total)).toBe(1333.33);
    expect(cents(incoming.direct)).toBe(333.33);
    expect(cents(incoming.indirect)).toBe(392.72); // 161.72 + 131.00 + 100.00
    expect(cents(incoming.unknown)).toBe(607.28); // 307.28 + 300.00
    const rows = incoming.rows.map((row) => [
      row.tag_name_verbose,
      row.exposure_type,
      cents(row.total_value_usd),
    ]);
    expect(rows).toEqual([
      ['Unknown', 'indirect', 607.28],
      ['kraken', 'direct', 333.33],
      ['dark', 'indirect', 161.72],
      ['kraken', 'indirect', 131],
      ['scam', 'indirect', 100],
    ]);
    expect(incoming.unknownByReason.hop_limit).toBeCloseTo(607.28, 2);
  });

  it('traces outgoing value by the shares of the intermediary’s outflow', () => {
    const result = run({
      edges: [edge('O', 'Y', 100), edge('Y', 'S', 50), edge('Y', 'Z', 150)],
      labels: labels({ S: [label('s', 'Sanctions')] }),
    });
    expect(result.outgoing).toMatchObject({ total: 100, indirect: 25, unknown: 75 });
  });

  it('(d) an unattributed megahub ends the path as Unknown; an attributed one is exposure to its entity', () => {
    const edges = [edge('M', 'O', 100), edge('S', 'M', 1000)];
    const sanctions = labels({ S: [label('s', 'Sanctions')] });
    const hub = run({ edges, labels: sanctions, megahubs: ['M'] });
    expect(hub.incoming).toMatchObject({ total: 100, indirect: 0, unknown: 100 });
    expect(hub.incoming.unknownByReason.megahub).toBe(100);
    expect(run({ edges, labels: sanctions }).incoming.indirect).toBe(100);

    const byDegree = run({
      edges: [...edges, ...Array.from({ length: 5 }, (_, i) => edge('M', `c${i}`, 1))],
      labels: labels({ S: [label('s', 'Sanctions')] }),
      megahubDegree: 5,
    });
    expect(byDegree.incoming.unknownByReason.megahub).toBe(100);

    const attributedHub = run({ edges, labels: labels({ M: [label('x', 'Exchange')] }), megahubs: ['M'] });
    expect(attributedHub.incoming.direct).toBe(100);
  });

  it('value coming back from the origin is Unknown (returned to origin), never counted twice', () => {
    // O sent 100 to X; X also got 100 from S; X then sent 50 back to O.
    const result = run({
      edges: [edge('O', 'X', 100), edge('S', 'X', 100), edge('X', 'O', 50)],
      labels: labels({ S: [label('s', 'Sanctions')] }),
    });
    expect(result.incoming).toMatchObject({ total: 50, indirect: 25, unknown: 25 });
    expect(result.incoming.unknownByReason.returned_to_origin).toBe(25);
  });

  it('transfers below minEdgeUsd are not followed and their value is Unknown', () => {
    const result = run({
      edges: [edge('S', 'O', 0.5), edge('X', 'O', 99.5), edge('S', 'X', 1), edge('T', 'X', 100)],
      labels: labels({ S: [label('s', 'Sanctions')], T: [label('t', 'Theft')] }),
      options: { maxHops: 3, minEdgeUsd: 5 },
    });
    expect(result.incoming.total).toBe(100);
    expect(result.incoming.direct).toBe(0);
    // X passes 99.5: 100/101 of it to T; the 1/101 from S is dust.
    expect(result.incoming.indirect).toBeCloseTo((99.5 * 100) / 101, 9);
    expect(result.incoming.unknownByReason.below_minimum).toBeCloseTo(0.5 + 99.5 / 101, 9);
  });

  it('an origin cluster ignores transfers between its own addresses', () => {
    const result = computeExposure({
      edges: [edge('O1', 'O2', 500), edge('E', 'O1', 100), edge('X', 'O2', 50)],
      labels: labels({ E: [label('e', 'Exchange')] }),
      origin: ['O1', 'O2'],
      options: { maxHops: 2 },
    });
    expect(result.incoming).toMatchObject({ total: 150, direct: 100, unknown: 50 });
    expect(result.outgoing.total).toBe(0);
  });

  it('several transfers between the same pair add up', () => {
    const result = run({
      edges: [
        edge('X', 'O', 10),
        edge('X', 'O', 30),
        edge('S', 'X', 1),
        edge('S', 'X', 1),
        edge('U', 'X', 2),
      ],
      labels: labels({ S: [label('s', 'Sanctions')] }),
    });
    expect(result.incoming).toMatchObject({ total: 40, indirect: 20, unknown: 20 });
  });
});

describe('explanation', () => {
  it('(f) gives the paths behind case (b): O ← X ← S for Sanctions and O ← X ← U for Unknown', () => {
    const result = computeExposure({
      edges: [edge('X', 'O', 100), edge('S', 'X', 300), edge('U', 'X', 100)],
      labels: labels({ S: [label('garantex', 'Sanctions')] }),
      origin: ['O'],
      options: { maxHops: 3, explainTopN: 5 },
    });
    expect(findExplanation(result, 'incoming', 'garantex', 'indirect')).toEqual({
      direction: 'incoming',
      entityId: 'garantex',
      exposureType: 'indirect',
      value: 75,
      explainedValue: 75,
      paths: [
        {
          value: 75,
          origin: 'O',
          end: 'attributed',
          steps: [
            { address: 'X', hop: 1, share: 1, value: 100 },
            { address: 'S', hop: 2, share: 0.75, value: 75 },
          ],
        },
      ],
    });
    expect(findExplanation(result, 'incoming', null, 'indirect')?.paths).toEqual([
      {
        value: 25,
        origin: 'O',
        end: 'dead_end',
        steps: [
          { address: 'X', hop: 1, share: 1, value: 100 },
          { address: 'U', hop: 2, share: 0.25, value: 25 },
        ],
      },
    ]);
    expect(findExplanation(result, 'incoming', 'garantex', 'direct')).toBeUndefined();
  });

  it('keeps only the N best paths, best first, when many paths lead to one entity', () => {
    const edges = [edge('S', 'O', 1)];
    for (let i = 1; i <= 6; i++) edges.push(edge(`X${i}`, 'O', i * 10), edge('S', `X${i}`, 5));
    const result = computeExposure({
      edges,
      labels: labels({ S: [label('s', 'Sanctions')] }),
      origin: ['O'],
      options: { maxHops: 2, explainTopN: 3 },
    });
    const figure = findExplanation(result, 'incoming', 's', 'indirect');
    expect(figure?.value).toBeCloseTo(210, 9);
    expect(figure?.paths.map((path) => path.steps[0]?.address)).toEqual(['X6', 'X5', 'X4']);
    expect(figure?.explainedValue).toBeCloseTo(150, 9);
    expect(findExplanation(result, 'incoming', 's', 'direct')?.paths).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('answers with a clear error', () => {
    expect(() => run({ edges: [] }, 0)).toThrow(new ExposureInputError('maxHops must be a whole number ≥ 1'));
    expect(() => run({ edges: [edge('A', 'O', -1)] })).toThrow(/invalid USD value/);
    expect(() => run({ edges: [], origin: [] })).toThrow(/at least one address/);
    expect(() =>
      run({
        edges: [edge('A', 'O', 1)],
        labels: labels({ A: [label('a', 'Exchange', { confidence: 101 })] }),
      }),
    ).toThrow(/confidence/);
  });

  it('an origin absent from the graph has no flow', () => {
    expect(run({ edges: [edge('A', 'B', 1)] }).incoming).toMatchObject({ total: 0, unknown: 0, rows: [] });
  });
});
