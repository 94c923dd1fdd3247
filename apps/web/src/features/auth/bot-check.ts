import { ERROR_TEXTS } from '@riskscreen/shared';
import { solveChallenge } from 'altcha-lib/v1';
import { fetchBotChallenge } from './api.ts';

/**
 * The self-hosted bot check: fetch an ALTCHA proof-of-work challenge, solve it in the browser and return the
 * token findOrg expects (base64 of the JSON payload). Each token is good for one call.
 */
export async function solveBotCheck(signal?: AbortSignal): Promise<string> {
  const challenge = await fetchBotChallenge(signal);
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await promise;
  if (!solution) throw new Error(ERROR_TEXTS.captcha_error);
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}
