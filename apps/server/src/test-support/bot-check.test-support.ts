import { solveChallenge } from 'altcha-lib/v1';
import type { Api } from '../lib/module.ts';

/**
 * A bot-check token as the sign-in and forgot-password pages make one: the server's challenge, solved by the same
 * proof-of-work. `answerOffset` moves the answer off the solution (1: the wrong answer next to the real one).
 */
export async function solvedBotToken(app: Api, answerOffset = 0): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: '/auth/api/bot-challenge/' })).json();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('unsolved');
  const payload = { ...challenge, number: solution.number + answerOffset };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
