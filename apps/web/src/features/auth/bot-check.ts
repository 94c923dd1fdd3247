import { ERROR_TEXTS } from '@riskscreen/shared';
import { fetchBotChallenge } from './api.ts';
import { type ProofOfWork, solveProofOfWork } from './proof-of-work.ts';

/** Where a worker can run (a browser), the search runs in one; elsewhere (tests) on the page's thread in chunks. */
function solveOffThread(work: ProofOfWork, signal?: AbortSignal): Promise<number | null> {
  if (typeof Worker === 'undefined') return solveProofOfWork(work, signal);
  const worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<number | null>((resolve) => {
    const done = (found: number | null) => {
      worker.terminate();
      resolve(found);
    };
    worker.onmessage = (message: MessageEvent<number | null>) => done(message.data);
    worker.onerror = () => void solveProofOfWork(work, signal).then(done);
    signal?.addEventListener('abort', () => done(null));
    worker.postMessage(work);
  });
}

/**
 * The self-hosted bot check: fetch an ALTCHA proof-of-work challenge (SHA-256), solve it in the browser (in a
 * worker, with a synchronous hash: decision 0069) and return the token findOrg expects (base64 of the JSON
 * payload). Each token is good for one call.
 */
export async function solveBotCheck(signal?: AbortSignal): Promise<string> {
  const challenge = await fetchBotChallenge(signal);
  // The server's challenges are SHA-256 (altcha-lib's default); anything else cannot be solved here.
  if (challenge.algorithm !== 'SHA-256') throw new Error(ERROR_TEXTS.captcha_error);
  const number = await solveOffThread(
    { challenge: challenge.challenge, salt: challenge.salt, max: challenge.maxnumber ?? 1_000_000 },
    signal,
  );
  if (number === null) throw new Error(ERROR_TEXTS.captcha_error);
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}
