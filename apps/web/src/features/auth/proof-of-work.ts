import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** An ALTCHA challenge (SHA-256): find n ≤ max with sha256(salt + n) = challenge. */
export type ProofOfWork = { challenge: string; salt: string; max: number };

/** Numbers tried between two looks at the abort signal and the event loop. */
const CHUNK = 20_000;

const equal = (a: Uint8Array, b: Uint8Array) => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * Try the numbers from `from` to `to` synchronously: the salt is hashed once and its state cloned for each number,
 * and digests are compared as bytes. Much faster than altcha-lib's solver, which awaits one crypto.subtle digest
 * per number (the promise per hash is most of a 2-core box's 4–5 s at the default difficulty); the work asked of
 * a client, and so a bot's cost, is the same.
 */
export function searchRange(work: ProofOfWork, from: number, to: number): number | null {
  const target = hexToBytes(work.challenge);
  const salted = sha256.create().update(utf8ToBytes(work.salt));
  // One hasher and one digest buffer reused for every number: the loop allocates nothing but the digits.
  const hasher = sha256.create();
  const digest = new Uint8Array(32);
  for (let n = from; n <= to; n += 1) {
    salted._cloneInto(hasher);
    hasher.update(utf8ToBytes(String(n))).digestInto(digest);
    if (equal(digest, target)) return n;
  }
  return null;
}

/** The whole search in chunks, yielding between them so the page stays responsive and an abort is heard. */
export async function solveProofOfWork(work: ProofOfWork, signal?: AbortSignal): Promise<number | null> {
  for (let from = 0; from <= work.max; from += CHUNK) {
    if (signal?.aborted) return null;
    const found = searchRange(work, from, Math.min(from + CHUNK - 1, work.max));
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}
