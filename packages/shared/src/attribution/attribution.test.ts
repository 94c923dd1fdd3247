import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../../test-support/shared-data.ts';
import { Sentiment } from '../enums/entities.ts';
import { TAG_CATEGORIES, tagCategoryNumber } from '../enums/tag-categories.ts';
import { CATEGORY_SENTIMENT } from './category-sentiment.ts';
import { CONFIDENCE_LEVELS, confidenceLevel } from './confidence.ts';
import { ENTITY_SUBTYPES, findEntitySubtype, subtypesOf } from './entity-subtypes.ts';
import { GRAPHSENSE_CONCEPTS, mapGraphsenseConcept } from './graphsense-taxonomy.ts';
import { entityRecord, labelRecord } from './schemas.ts';

const TAXONOMY = sharedData('graphsense-taxonomy');

/** Concept ids of concepts.yaml: top-level keys whose block says `type: concept` (the scheme header does not). */
function taxonomyConceptIds(): string[] {
  const text = readFileSync(resolve(TAXONOMY, 'concepts.yaml'), 'utf8');
  const ids: string[] = [];
  for (const block of text.split(/\n(?=[a-z_]+:\s*\n)/)) {
    const id = /^([a-z_]+):\s*\n/.exec(block)?.[1];
    if (id && /\n\s+type: concept\s*\n/.test(block)) ids.push(id);
  }
  return ids;
}

describe('entity subtypes', () => {
  it('number subtypes in blocks of 100 per category, each unique', () => {
    const codes = ENTITY_SUBTYPES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const s of ENTITY_SUBTYPES) {
      expect(Math.floor(s.code / 100), `${s.code} ${s.name}`).toBe(tagCategoryNumber(s.category));
      expect(s.code % 100).toBeGreaterThan(0);
      expect(s.description.length).toBeGreaterThan(10);
    }
    expect(ENTITY_SUBTYPES.length).toBeGreaterThanOrEqual(65);
    expect(ENTITY_SUBTYPES.length).toBeLessThanOrEqual(85);
  });

  it('give every one of the 17 categories at least one subtype, from 101 to 1701', () => {
    for (const category of TAG_CATEGORIES) expect(subtypesOf(category).length, category).toBeGreaterThan(0);
    expect(findEntitySubtype(101)?.name).toBe('Centralized Exchange');
    expect(findEntitySubtype(1301)).toMatchObject({ category: 'Sanctions', name: 'OFAC SDN' });
    expect(findEntitySubtype(1701)?.category).toBe('Others');
    expect(findEntitySubtype(1800)).toBeUndefined();
  });

  it('rate illicit categories negative and protective ones positive', () => {
    expect(CATEGORY_SENTIMENT.Sanctions).toBe(Sentiment.Negative);
    expect(CATEGORY_SENTIMENT['Coin Mixer']).toBe(Sentiment.Negative);
    expect(CATEGORY_SENTIMENT.Exchange).toBe(Sentiment.Positive);
    expect(CATEGORY_SENTIMENT['Law Enforcement']).toBe(Sentiment.Positive);
    expect(CATEGORY_SENTIMENT.DeFi).toBe(Sentiment.Neutral);
  });
});

describe('GraphSense taxonomy mapping', () => {
  it('maps every concept of concepts.yaml (86) to a category, with subtypes of that category', () => {
    const ids = taxonomyConceptIds();
    expect(ids).toHaveLength(86);
    const unmapped = ids.filter((id) => !mapGraphsenseConcept(id));
    expect(unmapped).toEqual([]);
    for (const [id, m] of Object.entries(GRAPHSENSE_CONCEPTS)) {
      if (m.subtype !== null) expect(findEntitySubtype(m.subtype)?.category, id).toBe(m.category);
    }
    // Nothing mapped that the taxonomy does not define (legacy values live in their own table).
    expect(Object.keys(GRAPHSENSE_CONCEPTS).sort()).toEqual([...ids].sort());
  });

  it('maps the risk concepts where the data README says', () => {
    expect(mapGraphsenseConcept('sanction')?.category).toBe('Sanctions');
    expect(mapGraphsenseConcept('mixing_service')).toEqual({ category: 'Coin Mixer', subtype: 601 });
    expect(mapGraphsenseConcept('coinjoin')).toEqual({ category: 'Coin Mixer', subtype: 602 });
    expect(mapGraphsenseConcept('ransomware')).toEqual({ category: 'Extortion', subtype: 801 });
    expect(mapGraphsenseConcept('service_hack')?.category).toBe('Theft');
    expect(mapGraphsenseConcept('miner')?.category).toBe('Mining Pool');
    expect(mapGraphsenseConcept('black_list')?.category).toBe('High Risk Organization');
    expect(mapGraphsenseConcept('no_such_concept')).toBeUndefined();
  });

  it('knows the confidence levels of confidence.csv', () => {
    const rows = readFileSync(resolve(TAXONOMY, 'confidence.csv'), 'utf8').trim().split('\n').slice(1);
    expect(rows).toHaveLength(14);
    for (const row of rows) {
      const id = row.split(',')[0] ?? '';
      const level = Number(row.split(',').at(-1));
      expect(confidenceLevel(id), id).toBe(level);
    }
    expect(Object.keys(CONFIDENCE_LEVELS)).toHaveLength(14);
    expect(confidenceLevel('authority_data')).toBe(60);
    expect(confidenceLevel(' 75 ')).toBe(75);
    expect(confidenceLevel(101)).toBeUndefined();
    expect(confidenceLevel('constructor')).toBeUndefined();
  });
});

describe('attribution schemas', () => {
  it('reject a subtype from another category', () => {
    expect(entityRecord.safeParse({ name: 'X', category: 'Sanctions', subtype: 1301 }).success).toBe(true);
    expect(entityRecord.safeParse({ name: 'X', category: 'Exchange', subtype: 1301 }).success).toBe(false);
    expect(entityRecord.safeParse({ name: ' ', category: 'Exchange', subtype: null }).success).toBe(false);
  });

  it('reject a validity period that ends before it starts', () => {
    const base = {
      line: 3,
      blockchain: null,
      address: '0xabc',
      entity: { name: 'Tornado Cash', category: 'Sanctions', subtype: 1301 },
      source: 'ofac',
      confidence: 60,
    };
    expect(labelRecord.safeParse({ ...base, valid_from: '2022-08-08T00:00:00Z' }).success).toBe(true);
    const backwards = { ...base, valid_from: '2025-03-21T00:00:00Z', valid_to: '2022-08-08T00:00:00Z' };
    expect(labelRecord.safeParse(backwards).success).toBe(false);
  });
});
