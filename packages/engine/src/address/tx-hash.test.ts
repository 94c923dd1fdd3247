import { describe, expect, it } from 'vitest';
import { validateTransactionHash } from './index.ts';

const INVALID = {
  ok: false,
  reason: 'invalid',
  message: 'Transaction hash is invalid for the selected currency',
};
const hash64 = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'; // Bitcoin genesis coinbase

describe('validateTransactionHash', () => {
  it('Bitcoin-likes: 64 hex, stored lower case', () => {
    expect(validateTransactionHash(0, hash64.toUpperCase())).toEqual({ ok: true, hash: hash64 });
    expect(validateTransactionHash(21, ` ${hash64}\u200b`)).toEqual({ ok: true, hash: hash64 });
    expect(validateTransactionHash(0, hash64.slice(1))).toEqual(INVALID);
    expect(validateTransactionHash(0, `${hash64.slice(1)}g`)).toEqual(INVALID);
  });

  it('EVM: 0x + 64 hex, stored lower case with 0x', () => {
    const tx = '0x99f1097abd8f33a68f0ed63d60de5f3e7e2a3e0579b90d5f46a4f201c658b46d';
    expect(validateTransactionHash(1, tx.toUpperCase().replace('0X', '0x'))).toEqual({ ok: true, hash: tx });
    expect(validateTransactionHash(52, tx.slice(2))).toEqual({ ok: true, hash: tx });
    expect(validateTransactionHash(1, `${tx}0`)).toEqual(INVALID);
  });

  it('Tron without 0x; XRP and Cosmos upper case', () => {
    expect(validateTransactionHash(10, `0x${hash64}`)).toEqual({ ok: true, hash: hash64 });
    expect(validateTransactionHash(4, hash64)).toEqual({ ok: true, hash: hash64.toUpperCase() });
    expect(validateTransactionHash(20, hash64)).toEqual({ ok: true, hash: hash64.toUpperCase() });
  });

  it('Solana: base58 signatures of 64 bytes', () => {
    const sig = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
    expect(validateTransactionHash(24, sig)).toEqual({ ok: true, hash: sig });
    expect(validateTransactionHash(24, hash64)).toEqual(INVALID);
    expect(validateTransactionHash(24, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toEqual(INVALID);
  });

  it('Hedera: transaction ids in either spelling, nanoseconds in 9 digits', () => {
    const id = '0.0.1234@1700000000.000000123';
    expect(validateTransactionHash(14, id)).toEqual({ ok: true, hash: id });
    expect(validateTransactionHash(14, '0.0.1234-1700000000-000000123')).toEqual({ ok: true, hash: id });
    expect(validateTransactionHash(14, '0.0.1234@1700000000.123')).toEqual(INVALID);
  });

  it('Starknet felts are padded to 64 digits', () => {
    expect(validateTransactionHash(101, '0x1a2b')).toEqual({ ok: true, hash: `0x${'0'.repeat(60)}1a2b` });
    expect(validateTransactionHash(101, `0x${'f'.repeat(64)}`)).toEqual(INVALID);
  });

  it('refuses unknown and deprecated chains like addresses do', () => {
    expect(validateTransactionHash(500, hash64)).toMatchObject({ ok: false, reason: 'unknown_chain' });
    expect(validateTransactionHash(5, hash64)).toEqual({
      ok: false,
      reason: 'deprecated',
      message: 'This blockchain is no longer supported',
    });
    expect(validateTransactionHash(0, '')).toEqual(INVALID);
  });
});
