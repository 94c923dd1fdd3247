import { describe, expect, it } from 'vitest';
import { addressIdentifier, detectChains, validateAddress } from './index.ts';

const INVALID = { ok: false, reason: 'invalid', message: 'Address is invalid for the selected currency' };
const accepts = (chain: number, raw: string, address = raw) =>
  expect(validateAddress(chain, raw), raw).toMatchObject({ ok: true, address, nonStandard: false });
const rejects = (chain: number, raw: string) => expect(validateAddress(chain, raw), raw).toEqual(INVALID);

/** Swap one character for another of the same alphabet: the checksum must catch it. */
const typo = (s: string, at: number) => `${s.slice(0, at)}${s[at] === 'a' ? 'b' : 'a'}${s.slice(at + 1)}`;

describe('chain-level answers', () => {
  it('answers unknown_chain for numbers outside the catalogue', () => {
    for (const n of [-1, 124, 999, 1.5, Number.NaN]) {
      expect(validateAddress(n, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toEqual({
        ok: false,
        reason: 'unknown_chain',
        message: 'Address is invalid for the selected currency',
      });
    }
  });

  it('answers deprecated for Bitcoin SV, whatever the address', () => {
    for (const raw of ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'garbage', '']) {
      expect(validateAddress(5, raw)).toEqual({
        ok: false,
        reason: 'deprecated',
        message: 'This blockchain is no longer supported',
      });
    }
  });

  it('refuses empty and oversized input', () => {
    rejects(0, '');
    rejects(0, '   \u200b ');
    rejects(1, `0x${'a'.repeat(600)}`);
  });
});

describe('input cleaning', () => {
  it('trims and drops zero-width characters before validating', () => {
    accepts(0, '  1A1zP1eP5Q\u200bGefi2DMPTfTL5SLmv7DivfNa\ufeff\n', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    accepts(
      1,
      '\u2060 0xdac17f958d2ee523a2206206994597c13d831ec7 ',
      '0xdac17f958d2ee523a2206206994597c13d831ec7',
    );
  });

  it('does not drop ordinary inner spaces', () => {
    rejects(0, '1A1zP1eP5QGefi2DMPT fTL5SLmv7DivfNa');
  });
});

describe('non-standard identifiers', () => {
  it('accepts identifiers with an underscore on any chain, flagged', () => {
    for (const chain of [0, 1, 10, 24]) {
      expect(validateAddress(chain, 'binance_hot_wallet_7')).toEqual({
        ok: true,
        address: 'binance_hot_wallet_7',
        nonStandard: true,
      });
    }
  });

  it('accepts node names for outputs without an address, flagged', () => {
    expect(validateAddress(0, 'nonstandard8a1c2cc7b4e9f01d3')).toMatchObject({ ok: true, nonStandard: true });
  });

  it('does not accept underscores with spaces or control characters', () => {
    rejects(0, 'a_b c');
    rejects(0, 'a_b\u0007');
  });

  it('keeps valid addresses of the chain standard even when their alphabet has an underscore', () => {
    const ton = 'UQAAAAAAAAAAAAAAAAAAA_AAAAAAAAAAAAAAAAAAAAAAAPs5';
    expect(validateAddress(30, ton)).toMatchObject({ ok: true, nonStandard: false });
    expect(validateAddress(29, 'my_wallet.near')).toEqual({
      ok: true,
      address: 'my_wallet.near',
      nonStandard: false,
    });
    expect(validateAddress(1, ton)).toMatchObject({ ok: true, address: ton, nonStandard: true });
  });

  it('flags the two Hedera system accounts 0.0.98 and 0.0.800 on Hedera only', () => {
    expect(validateAddress(14, '0.0.98')).toEqual({ ok: true, address: '0.0.98', nonStandard: true });
    expect(validateAddress(14, '0.0.800')).toEqual({ ok: true, address: '0.0.800', nonStandard: true });
    expect(validateAddress(14, '0.0.801')).toEqual({ ok: true, address: '0.0.801', nonStandard: false });
  });
});

describe('destination tags', () => {
  it('parses a :number suffix on Ripple, Stellar and Hedera', () => {
    expect(validateAddress(4, 'rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66:12345')).toEqual({
      ok: true,
      address: 'rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66',
      destinationTag: 12345,
      nonStandard: false,
    });
    expect(validateAddress(13, 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN:7')).toMatchObject({
      destinationTag: 7,
    });
    expect(validateAddress(14, '0.0.123:456')).toMatchObject({ address: '0.0.123', destinationTag: 456 });
  });

  it('keeps the tag in the screened identifier', () => {
    const check = validateAddress(4, 'rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66:0');
    expect(check.ok && addressIdentifier(check)).toBe('rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66:0');
  });

  it('refuses tags beyond the chain limit and tags on chains without them', () => {
    rejects(4, 'rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66:4294967296');
    accepts(4, 'rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66:4294967295', 'rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66');
    rejects(4, 'rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66:-1');
    rejects(0, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa:5');
  });
});

describe('Bitcoin family', () => {
  it('accepts base58 P2PKH/P2SH and segwit v0/v1 (public vectors), bech32 in either case', () => {
    accepts(0, '12c6DSiU4Rq3P4ZxziKxzrL5LmMBrzjrJX');
    accepts(0, '3LtcaPbCj87CwJHnRX3vh7c2y9RZQqeSy8');
    accepts(0, 'bc1qeklep85ntjz4605drds6aww9u0qr46qzrv5xswd35uhjuj8ahfcqgf6hak');
    accepts(0, 'bc1pxwww0ct9ue7e8tdnlmug5m2tamfn7q06sahstg39ys4c9f3340qqxrdu9k');
    accepts(
      0,
      'BC1QEKLEP85NTJZ4605DRDS6AWW9U0QR46QZRV5XSWD35UHJUJ8AHFCQGF6HAK',
      'bc1qeklep85ntjz4605drds6aww9u0qr46qzrv5xswd35uhjuj8ahfcqgf6hak',
    );
  });

  it('rejects a bad base58 checksum, another chain version, wrong length and testnet', () => {
    rejects(0, typo('12c6DSiU4Rq3P4ZxziKxzrL5LmMBrzjrJX', 5));
    rejects(0, 'LNf2JDiuunBz7GMDKFYHN4rq5meXWxiwfb'); // Litecoin
    rejects(0, '12c6DSiU4Rq3P4ZxziKxzrL5LmMBrzjrJ');
    rejects(0, 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'); // testnet P2PKH
    rejects(0, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'); // testnet segwit
  });

  it('rejects bech32 typos, mixed case and the wrong checksum variant for the version', () => {
    rejects(0, typo('bc1qeklep85ntjz4605drds6aww9u0qr46qzrv5xswd35uhjuj8ahfcqgf6hak', 12));
    rejects(0, 'bc1qeklep85ntjz4605drds6aww9u0qr46qzrv5xswd35uhjuj8ahfcqgf6hAK');
    // BIP 350 invalid vector: v1 program with a bech32 (not bech32m) checksum.
    rejects(0, 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd');
  });

  it('converts Bitcoin Cash legacy addresses to cashaddr (spec vectors)', () => {
    accepts(
      3,
      '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu',
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    );
    accepts(
      3,
      '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC',
      'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq',
    );
    accepts(
      3,
      'BITCOINCASH:QPM2QSZNHKS23Z7629MMS6S4CWEF74VCWVY22GDX6A',
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    );
    rejects(3, 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b');
    rejects(3, 'bchtest:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a');
    rejects(41, 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'); // eCash wants ecash:
  });

  it('accepts Zcash transparent, Sapling and TEX addresses (librustzcash vectors)', () => {
    accepts(21, 't1Hsc1LR8yKnbbe3twRp88p6vFfC5t7DLbs');
    accepts(21, 't3Vz22vK5z2LcKEdg16Yv4FFneEL1zg9ojd');
    accepts(21, 'zs1qqqqqqqqqqqqqqqqqqcguyvaw2vjk4sdyeg0lc970u659lvhqq7t0np6hlup5lusxle75c8v35z');
    accepts(21, 'tex1s2rt77ggv6q989lr49rkgzmh5slsksa9khdgte');
    rejects(21, 'zs1qqqqqqqqqqqqqqqqqqcguyvaw2vjk4sdyeg0lc970u659lvhqq7t0np6hlup5lusxle75c8v35q');
  });

  it('checks Decred with its BLAKE-256 checksum (dcrd vector)', () => {
    accepts(40, 'DsUZxxoHJSty8DCfwfartwTYbuhmVct7tJu');
    rejects(40, typo('DsUZxxoHJSty8DCfwfartwTYbuhmVct7tJu', 8));
  });
});

describe('EVM family', () => {
  const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'; // EIP-55 vector

  it('accepts lower, upper and correctly checksummed spellings; stores lower case', () => {
    const lower = checksummed.toLowerCase();
    accepts(1, checksummed, lower);
    accepts(1, lower);
    accepts(1, `0x${lower.slice(2).toUpperCase()}`, lower);
  });

  it('rejects a mixed-case spelling whose checksum is wrong', () => {
    const wrongCase = checksummed.replace('aA', 'Aa');
    rejects(1, wrongCase);
    rejects(25, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
  });

  it('rejects wrong length, missing 0x and non-hex', () => {
    rejects(1, '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae');
    rejects(1, '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');
    rejects(1, '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg');
  });

  it('accepts the alternative spellings of XDC, Ronin and Harmony as 0x hex', () => {
    accepts(72, 'xdc64b3b0a417775cfb441ed064611bf79826649c0f', '0x64b3b0a417775cfb441ed064611bf79826649c0f');
    accepts(
      71,
      'ronin:64b3b0a417775cfb441ed064611bf79826649c0f',
      '0x64b3b0a417775cfb441ed064611bf79826649c0f',
    );
    rejects(1, 'xdc64b3b0a417775cfb441ed064611bf79826649c0f');
  });
});

describe('account chains (public vectors)', () => {
  it('Tron: base58 T… and the 41… hex form', () => {
    accepts(10, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    accepts(10, '414450cf8c8b6a8229b7f628e36b3a658e84441b6f', 'TGCRkw1Vq759FBCrwxkZGgqZbRX1WkBHSu');
    rejects(10, typo('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 9));
    rejects(10, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
  });

  it('Ripple: r… with the XRP alphabet', () => {
    accepts(4, 'rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66');
    rejects(4, typo('rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66', 6));
    rejects(4, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
  });

  it('Stellar: G… strkeys with their CRC-16', () => {
    accepts(13, 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN');
    rejects(13, 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVM');
    rejects(13, 'ga5zsejyb37jrc5avcia5mop4rhtm335x2kgx3ihojapp5re34k4kzvn');
  });

  it('Hedera: entity ids with an optional HIP-15 checksum (mainnet), and long-zero EVM addresses', () => {
    accepts(14, '0.0.123-vfmkw', '0.0.123');
    rejects(14, '0.0.123-esxsf'); // the testnet checksum
    rejects(14, '0.0.0123');
    rejects(14, '0.0');
    accepts(14, '0x000000000000000000000000000000000000007b', '0.0.123');
  });

  it('Solana: base58 of 32 bytes', () => {
    accepts(24, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
    rejects(24, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGk'); // 26 bytes
    rejects(24, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'); // 25 bytes
    rejects(24, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10'); // '0' is not base58
  });

  it('Cosmos SDK chains: bech32 with the chain prefix', () => {
    accepts(20, 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02');
    rejects(20, typo('cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02', 12));
    rejects(85, 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02');
    accepts(98, 'erd1qyu5wthldzr8wx5c9ucg8kjagg0jfs53s8nr3zpz3hypefsdd8ssycr6th');
  });

  it('Cardano: Shelley bech32 and Byron base58 with CRC-32', () => {
    accepts(
      11,
      'addr1q8gg2r3vf9zggn48g7m8vx62rwf6warcs4k7ej8mdzmqmesj30jz7psduyk6n4n2qrud2xlv9fgj53n6ds3t8cs4fvzs05yzmz',
    );
    accepts(11, 'Ae2tdPwUPEZFSi1cTyL1ZL6bgixhc2vSy5heg6Zg9uP7PpumkAJ82Qprt8b');
    rejects(11, typo('Ae2tdPwUPEZFSi1cTyL1ZL6bgixhc2vSy5heg6Zg9uP7PpumkAJ82Qprt8b', 20));
  });

  it('Monero: standard and subaddresses with the keccak checksum', () => {
    accepts(
      19,
      '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A',
    );
    rejects(
      19,
      '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3B',
    );
  });

  it('Zilliqa: bech32 zil1…, and hex with the Zilliqa (not EIP-55) checksum', () => {
    accepts(7, 'zil1fjhduvl5fhg2qas70p0fgxex34deh474qntc6x');
    accepts(7, '0x4caede33f44dd0a0761e785e941b268d5b9bd7d5', 'zil1fjhduvl5fhg2qas70p0fgxex34deh474qntc6x');
    accepts(7, '0x8617B72E22090f0c13167865147eC48a6dB788ff', 'zil1sctmwt3zpy8scyck0pj3glky3fkm0z8lxa4ga7');
    rejects(7, '0x8617b72e22090f0c13167865147ec48a6db788FF');
  });

  it('Move chains: Aptos writes specials short, Sui long', () => {
    accepts(123, '0x1');
    accepts(123, `0x${'0'.repeat(63)}1`, '0x1');
    accepts(31, '0x2', `0x${'0'.repeat(63)}2`);
    accepts(123, `0x${'A'.repeat(64)}`, `0x${'a'.repeat(64)}`);
    rejects(123, '0x12');
  });

  it('other account formats', () => {
    accepts(27, '2UEQTE5QDNXPI7M3TU44G6SYKLFWLPQO7EBZM7K7MHMQQMFI4QJPLHQFHM');
    rejects(27, '2UEQTE5QDNXPI7M3TU44G6SYKLFWLPQO7EBZM7K7MHMQQMFI4QJPLHQFHA');
    accepts(28, 'tz1YWK1gDPQx9N1Jh4JnmVre7xN6xhGGM4uC');
    accepts(28, 'KT1S5hgipNSTFehZo7v81gq6fcLChbRwptqy');
    accepts(29, 'alice.near');
    rejects(29, 'Alice.near');
    accepts(
      30,
      'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N',
      `0:${'83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8'}`,
    );
    rejects(30, 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2M');
    accepts(32, 'f1abjxfbp274xpdqcpuaykwkfb43omjotacm2p3za');
    accepts(32, 'f410fkkld55ioe7qg24wvt7fu6pbknb56ht7pt4zamxa');
    rejects(32, 'f1abjxfbp274xpdqcpuaykwkfb43omjotacm2p3zb');
    accepts(33, 'eosio.token');
    rejects(33, 'eosio.token.');
    accepts(48, 'NVeu7XqbZ6WiL1prhChC1jMWgicuWtneDP');
    accepts(49, '3PAWwWa6GbwcJaFzwqXQN5KQm7H96Y7SHTQ');
    rejects(49, typo('3PAWwWa6GbwcJaFzwqXQN5KQm7H96Y7SHTQ', 6));
    accepts(99, 'ryjl3-tyaaa-aaaaa-aaaba-cai');
    rejects(99, 'ryjl3-tyaaa-aaaaa-aaaba-caj');
    accepts(100, 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7');
    rejects(100, 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ8');
    accepts(103, 'ckb1qyqt8xaupvm8837nv3gtc9x0ekkj64vud3jqfwyw5v');
    accepts(106, '5CdiCGvTEuzut954STAXRfL8Lazs3KCZa5LPpkPeqqJXdTHp');
  });
});

describe('detectChains', () => {
  it('lists every chain a distinctive format fits', () => {
    expect(detectChains('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toEqual([0, 3, 5, 41]);
    expect(detectChains('0.0.123')).toEqual([14]);
    expect(detectChains('zil1fjhduvl5fhg2qas70p0fgxex34deh474qntc6x')).toEqual([7]);
  });

  it('ignores generic name patterns and non-standard identifiers', () => {
    expect(detectChains('eosio.token')).toEqual([]);
    expect(detectChains('hello')).toEqual([]);
    expect(detectChains('binance_hot')).toEqual([]);
    expect(detectChains('')).toEqual([]);
    expect(detectChains('a'.repeat(600))).toEqual([]);
  });

  it('puts a 0x address on the EVM chains, not on Zilliqa, Hedera or NEAR', () => {
    const chains = detectChains('0xdac17f958d2ee523a2206206994597c13d831ec7');
    expect(chains).toContain(1);
    expect(chains).toContain(52);
    expect(chains).not.toContain(7);
    expect(chains).not.toContain(14);
    expect(chains).not.toContain(29);
  });
});
