import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { solveProofOfWork } from './proof-of-work.ts';

/** The page's solver against challenges made and checked by altcha-lib, as the server makes and checks them. */
describe('the bot check solver', () => {
  it('finds the number of a server challenge, which the server accepts', async () => {
    for (let run = 0; run < 3; run += 1) {
      const challenge = await createChallenge({ hmacKey: 'secret', maxnumber: 5_000 });
      const number = await solveProofOfWork({
        challenge: challenge.challenge,
        salt: challenge.salt,
        max: 5_000,
      });
      expect(number).not.toBeNull();
      const token = btoa(JSON.stringify({ ...challenge, number }));
      expect(await verifySolution(token, 'secret')).toBe(true);
    }
  });

  it('gives up with null past the maximum and when aborted', async () => {
    const challenge = await createChallenge({ hmacKey: 'secret', number: 4_000, maxnumber: 5_000 });
    expect(
      await solveProofOfWork({ challenge: challenge.challenge, salt: challenge.salt, max: 3_999 }),
    ).toBeNull();
    const aborted = new AbortController();
    aborted.abort();
    expect(
      await solveProofOfWork(
        { challenge: challenge.challenge, salt: challenge.salt, max: 5_000 },
        aborted.signal,
      ),
    ).toBeNull();
    expect(await solveProofOfWork({ challenge: challenge.challenge, salt: challenge.salt, max: 5_000 })).toBe(
      4_000,
    );
  });
});
