import { CHAINS } from '@riskscreen/shared';
import { base58, bech32, bech32m } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base58checkSha256, toHex } from './encodings.ts';
import { toEvmChecksum } from './formats/evm.ts';
import { hederaChecksum } from './formats/hedera.ts';
import { detectChains, validateAddress, validateTransactionHash } from './index.ts';
import { ss58Encode, stellarEncode, tonEncode, xrpEncode } from './test-encoders.ts';

const bytes = (n: number) => fc.uint8Array({ minLength: n, maxLength: n });
const RUNS = { numRuns: 200 };

/** validate(canonical) answers the canonical form again: the store never holds two spellings of one address. */
function stable(chain: number, raw: string): string {
  const check = validateAddress(chain, raw);
  expect(check.ok, raw).toBe(true);
  if (!check.ok) return '';
  expect(validateAddress(chain, check.address)).toEqual({
    ok: true,
    address: check.address,
    nonStandard: check.nonStandard,
  });
  return check.address;
}

describe('never throws, whatever the input', () => {
  it('answers a result for arbitrary strings on every chain', () => {
    const chains = fc.constantFrom(...CHAINS.map((c) => c.blockchain), -1, 124);
    fc.assert(
      fc.property(chains, fc.string({ unit: 'binary', maxLength: 120 }), (chain, raw) => {
        const a = validateAddress(chain, raw);
        const t = validateTransactionHash(chain, raw);
        expect(typeof a.ok).toBe('boolean');
        expect(typeof t.ok).toBe('boolean');
        if (a.ok) expect(validateAddress(chain, a.address).ok).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('answers for near-miss strings built from address alphabets', () => {
    const alphabet = fc.constantFrom(...'0123456789abcdefABCDEFxXqpzry:._-1TGrLDNS'.split(''));
    const chains = fc.constantFrom(...CHAINS.map((c) => c.blockchain));
    fc.assert(
      fc.property(chains, fc.array(alphabet, { maxLength: 110 }), (chain, chars) => {
        const raw = chars.join('');
        expect(() => validateAddress(chain, raw)).not.toThrow();
        expect(() => validateTransactionHash(chain, raw)).not.toThrow();
        expect(() => detectChains(raw)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('canonical forms are stable and detected', () => {
  it('EVM: lower, upper and EIP-55 spellings share one lower-case form', () => {
    fc.assert(
      fc.property(bytes(20), fc.constantFrom(1, 8, 9, 16, 17, 25, 52, 84, 96), (raw, chain) => {
        const lower = `0x${toHex(raw)}`;
        const spellings = [lower, `0x${toHex(raw).toUpperCase()}`, toEvmChecksum(lower)];
        for (const s of spellings) expect(stable(chain, s)).toBe(lower);
        expect(detectChains(lower)).toContain(chain);
      }),
      RUNS,
    );
  });

  it('EVM: flipping the case of one letter of a checksummed address is caught', () => {
    fc.assert(
      fc.property(bytes(20), fc.nat(), (raw, pick) => {
        const good = toEvmChecksum(`0x${toHex(raw)}`);
        const letters = [...good.slice(2)]
          .map((ch, i) => [ch, i + 2] as const)
          .filter(([ch]) => /[a-f]/i.test(ch));
        fc.pre(letters.length > 1);
        const [ch, at] = letters[pick % letters.length] as readonly [string, number];
        const flipped = `${good.slice(0, at)}${ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()}${good.slice(at + 1)}`;
        const body = flipped.slice(2);
        fc.pre(body !== body.toLowerCase() && body !== body.toUpperCase());
        expect(validateAddress(1, flipped).ok).toBe(false);
      }),
      RUNS,
    );
  });

  it('base58check chains: any 20-byte hash under each version prefix', () => {
    const btcLike = CHAINS.filter((c) => c.address.kind === 'btc' && !c.deprecated && !c.address.checksum);
    fc.assert(
      fc.property(fc.constantFrom(...btcLike), bytes(20), fc.nat(), (chain, hash, pick) => {
        if (chain.address.kind !== 'btc') return;
        const version = chain.address.versions[pick % chain.address.versions.length] ?? [];
        const address = base58checkSha256.encode(Uint8Array.of(...version, ...hash));
        const canonical = stable(chain.blockchain, address);
        if (!chain.address.cashaddrPrefix) expect(canonical).toBe(address);
        expect(detectChains(address)).toContain(chain.blockchain);
      }),
      RUNS,
    );
  });

  it('segwit: v0 (bech32) and v1 (bech32m) programs in either case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(20, 32),
        fc.boolean(),
        fc.infiniteStream(bytes(32)),
        (size, upper, stream) => {
          const program = stream.next().value.slice(0, size);
          const v0 = bech32.encode('bc', [0, ...bech32.toWords(program)]);
          expect(stable(0, upper ? v0.toUpperCase() : v0)).toBe(v0);
          const v1 = bech32m.encode('bc', [1, ...bech32m.toWords(stream.next().value)]);
          expect(stable(0, v1)).toBe(v1);
          expect(detectChains(v1)).toEqual([0]);
          // The same program under the other checksum variant is not an address.
          expect(validateAddress(0, bech32m.encode('bc', [0, ...bech32m.toWords(program)])).ok).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it('Tron, Solana, XRP and Stellar accounts from random keys', () => {
    fc.assert(
      fc.property(bytes(20), bytes(32), (id, key) => {
        const tron = base58checkSha256.encode(Uint8Array.of(0x41, ...id));
        expect(stable(10, tron)).toBe(tron);
        expect(stable(10, `41${toHex(id)}`)).toBe(tron);
        expect(detectChains(tron)).toEqual([10]);
        const sol = base58.encode(key);
        expect(stable(24, sol)).toBe(sol);
        const xrp = xrpEncode(id);
        expect(stable(4, xrp)).toBe(xrp);
        const xlm = stellarEncode(key);
        expect(stable(13, xlm)).toBe(xlm);
        expect(detectChains(xlm)).toEqual([13]);
      }),
      RUNS,
    );
  });

  it('SS58: each Substrate chain accepts its own prefix only (one- and two-byte prefixes)', () => {
    const substrate = CHAINS.filter((c) => c.address.kind === 'ss58');
    fc.assert(
      fc.property(fc.constantFrom(...substrate), bytes(32), (chain, account) => {
        if (chain.address.kind !== 'ss58') return;
        const address = ss58Encode(chain.address.prefix, account);
        expect(stable(chain.blockchain, address)).toBe(address);
        const expected = substrate
          .filter(
            (c) =>
              c.address.kind === 'ss58' && c.address.prefix === (chain.address as { prefix: number }).prefix,
          )
          .map((c) => c.blockchain);
        expect(detectChains(address)).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('Cosmos SDK bech32 accounts of 20 and 32 bytes', () => {
    const cosmos = CHAINS.filter((c) => c.address.kind === 'bech32');
    fc.assert(
      fc.property(fc.constantFrom(...cosmos), fc.constantFrom(20, 32), bytes(32), (chain, size, key) => {
        if (chain.address.kind !== 'bech32') return;
        const address = bech32.encode(chain.address.hrp, bech32.toWords(key.slice(0, size)));
        const check = validateAddress(chain.blockchain, address);
        expect(check.ok).toBe(chain.address.lengths.includes(size));
        if (check.ok) expect(stable(chain.blockchain, address.toUpperCase())).toBe(address);
      }),
      RUNS,
    );
  });

  it('Move, TON and Hedera spellings collapse to one canonical form', () => {
    fc.assert(
      fc.property(bytes(32), fc.boolean(), fc.integer({ min: 1, max: 2 ** 40 }), (key, bounceable, num) => {
        const hex = toHex(key);
        expect(stable(31, `0x${hex.toUpperCase()}`)).toBe(`0x${hex}`);
        expect(stable(30, tonEncode(0, key, bounceable))).toBe(`0:${hex}`);
        expect(stable(30, `-1:${hex.toUpperCase()}`)).toBe(`-1:${hex}`);
        const entity = `0.0.${num}`;
        expect(stable(14, `${entity}-${hederaChecksum(entity)}`)).toBe(entity);
      }),
      RUNS,
    );
  });

  it('transaction hashes: canonical spellings validate to themselves', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHAINS.filter((c) => !c.deprecated)), bytes(32), (chain, digest) => {
        const samples = [toHex(digest), `0x${toHex(digest).toUpperCase()}`, base58.encode(digest)];
        for (const raw of samples) {
          const check = validateTransactionHash(chain.blockchain, raw);
          if (check.ok) expect(validateTransactionHash(chain.blockchain, check.hash)).toEqual(check);
        }
      }),
      RUNS,
    );
  });
});
