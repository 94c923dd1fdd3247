import { describe, expect, it } from 'vitest';
import { dataInput, dataInputs } from '../test-support.ts';
import { parseActorPack } from './actor-pack.ts';
import { planImports } from './index.ts';
import { parseTagPack } from './tagpack.ts';

const { actors } = parseActorPack(dataInput('graphsense-tagpacks/actors/graphsense.actorpack.yaml').text);
const pack = (name: string) => parseTagPack(dataInput(`graphsense-tagpacks/packs/${name}`), { actors });

describe('tagpack importer', () => {
  it('reads the ActorPack: 3,813 actors with their names and concepts', () => {
    expect(actors.size).toBe(3813);
    expect(actors.get('hydramarket')).toEqual({ label: 'Hydra Market', categories: ['dark_web', 'market'] });
  });

  it('reads every one of the 237,962 tags of the 80 packs, skipping only tags on chains we cannot place', () => {
    const plans = planImports('tagpack', dataInputs('graphsense-tagpacks', ['.yaml']));
    expect(plans).toHaveLength(80);
    let records = 0;
    const errors: string[] = [];
    for (const plan of plans) {
      const result = plan.parse();
      records += result.records.length;
      errors.push(...result.errors.map((e) => e.error));
    }
    expect(records + errors.length).toBe(237_962);
    expect(errors.length).toBeLessThan(150);
    // What is skipped: exotic currencies (EOS, Oasis…), token addresses of unknown chains, malformed addresses.
    const kinds = new Set(errors.map((e) => e.replace(/'.*'/, "'…'").replace(/:.*/, '')));
    for (const kind of kinds) {
      expect(kind).toMatch(
        /^(Unknown currency|Cannot tell the chain|Address is invalid|This blockchain is no longer)/,
      );
    }
  });

  it('matches the PROVENANCE per-pack tag counts', () => {
    const counts: Record<string, number> = {
      'ofac.yaml': 572,
      'tornado_cash.yaml': 39,
      'hydra.yaml': 117,
      'lazarus.yaml': 21,
      'sextortion_talos.yaml': 58_600,
      'usdt_blacklist.yaml': 774,
      'miners_additional.yaml': 234,
    };
    for (const [name, count] of Object.entries(counts)) {
      const { records, errors } = pack(name);
      expect(records.length + errors.length, name).toBe(count);
    }
  });

  it('names the Tornado Cash contracts after their actor, as a Coin Mixer on Ethereum, lower-cased', () => {
    const { records, errors } = pack('tornado_cash.yaml');
    expect(errors).toEqual([]);
    expect(records[0]).toEqual({
      line: 13,
      blockchain: 1,
      address: '0x8589427373d6d84e98730d7795d8f6f8731fda16',
      entity: { name: 'Tornado Cash', category: 'Coin Mixer', subtype: 601, description: '' },
      source: 'graphsense:tornado_cash',
      confidence: 60,
      attributed_at: '2022-08-10T00:00:00.000Z',
      valid_from: null,
      valid_to: null,
    });
  });

  it('treats the OFAC pack (category user, no confidence) as OFAC sanctions at authority-data confidence', () => {
    const { records } = pack('ofac.yaml');
    expect(records.every((r) => r.entity.category === 'Sanctions' && r.entity.subtype === 1301)).toBe(true);
    expect(records.every((r) => r.confidence === 60)).toBe(true);
    expect(records.find((r) => r.address === '0x098b716b8aaf21512996dc57eb0615e2383e2f96')).toBeDefined();
  });

  it('classifies by abuse before category: Lazarus (user + sanction) is Sanctions, named by its actor', () => {
    const { records } = pack('lazarus.yaml');
    expect(new Set(records.map((r) => `${r.entity.name}/${r.entity.category}/${r.entity.subtype}`))).toEqual(
      new Set(['Lazarus Group/Sanctions/1301']),
    );
    expect(pack('ronin_bridge.yaml').records[0]?.entity).toMatchObject({
      name: 'Ronin bridge exploiter',
      category: 'Theft',
    });
    expect(pack('sextortion_talos.yaml').records[0]?.entity).toMatchObject({
      category: 'Extortion',
      subtype: 802,
    });
  });

  it('makes Hydra a Darknet Market through its dark-web actor, a plain marketplace without the ActorPack', () => {
    expect(pack('hydra.yaml').records[0]?.entity).toMatchObject({
      name: 'Hydra Market',
      category: 'Darknet',
      subtype: 401,
    });
    const bare = parseTagPack(dataInput('graphsense-tagpacks/packs/hydra.yaml'));
    expect(bare.records[0]?.entity).toMatchObject({ category: 'Service', subtype: 306 });
    // Etherscan's 'market' label is token and NFT contracts, not darknet markets.
    expect(
      pack('etherscan-wordcloud-market.yaml').records.every((r) => r.entity.category !== 'Darknet'),
    ).toBe(true);
  });

  it('lets tags override header fields: per-tag confidence, label and actor', () => {
    const { records } = pack('usdt_blacklist.yaml');
    expect(records[0]).toMatchObject({
      confidence: 100,
      entity: { category: 'High Risk Organization', subtype: 1405 },
    });
    // Tag-level label 'Poolin' and actor 'poolin': the ActorPack's canonical name wins.
    const miners = pack('miners_additional.yaml').records;
    expect(new Set(miners.map((r) => r.entity.category))).toEqual(new Set(['Mining Pool']));
    expect(miners.find((r) => r.address === '14vcvqZadz6jvpWGPi27baTaBFxyKE7irK')?.entity.name).toBe(
      'Poolin (Mars)',
    );
  });

  it('places BEP20 on BNB Smart Chain and tokens by their address format', () => {
    const { records, errors } = pack('exchange-wallets-binance.yaml');
    const chains = new Set(records.map((r) => r.blockchain));
    expect(chains.has(8)).toBe(true);
    expect(errors.some((e) => /Unknown currency 'BEP2'/.test(e.error))).toBe(true);
  });

  it('reports broken tags by line and a YAML syntax error for the whole file', () => {
    const text = [
      'title: Test pack',
      'creator: test',
      'currency: BTC',
      'category: exchange',
      'confidence: web_crawl',
      'tags:',
      '- address: 1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA',
      '  label: Good',
      '- label: no address',
      '- address: 1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA',
      '  label: Bad category',
      '  category: pirate_ship',
      '- address: "0xnothex"',
      '  currency: ETH',
      '  label: Bad address',
      '- address: 1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA',
      '  label: Bad confidence',
      '  confidence: very_sure',
      '- just a string',
    ].join('\n');
    const { records, errors } = parseTagPack({ name: 'test.yaml', text });
    expect(records.map((r) => [r.line, r.entity.name, r.confidence])).toEqual([[7, 'Good', 20]]);
    expect(errors).toEqual([
      { line: 9, error: 'Tag without an address' },
      { line: 10, error: "Unknown category 'pirate_ship'" },
      { line: 13, error: expect.stringMatching(/^Address is invalid.*Ethereum address '0xnothex'/) },
      { line: 16, error: "Unknown confidence 'very_sure'" },
      { line: 19, error: 'A tag must be a mapping' },
    ]);
    const broken = parseTagPack({
      name: 'broken.yaml',
      text: 'title: x\ntags:\n- address: [1, 2\n- address: y\n',
    });
    expect(broken.records).toEqual([]);
    expect(broken.errors).toEqual([
      { line: expect.any(Number), error: expect.stringMatching(/^YAML syntax error/) },
    ]);
    expect(broken.errors[0]?.line).toBeGreaterThanOrEqual(3);
    expect(parseTagPack({ name: 'x.yaml', text: 'title: no tags\n' }).errors).toEqual([
      { line: 0, error: 'Not a TagPack: no tags list' },
    ]);
  });
});
