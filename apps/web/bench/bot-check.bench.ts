/**
 * The sign-in bot check's solving time: altcha-lib's solver (one awaited crypto.subtle digest per number, what the
 * login page used) against the synchronous solver the page now runs in a worker, on the same challenges at the
 * server's default difficulty. Prints figures only. Run: npx tsx apps/web/bench/bot-check.bench.ts [difficulty] [runs]
 */
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { searchRange } from '../src/features/auth/proof-of-work.ts';

const difficulty = Number(process.argv[2] ?? 50_000);
const runs = Number(process.argv[3] ?? 5);

const rows: { number: number; altchaMs: number; syncMs: number }[] = [];
for (let run = 0; run < runs; run += 1) {
  const challenge = await createChallenge({ hmacKey: 'bench', maxnumber: difficulty });
  let started = performance.now();
  const solved = await solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', difficulty).promise;
  const altchaMs = performance.now() - started;
  started = performance.now();
  const number = searchRange(
    { challenge: challenge.challenge, salt: challenge.salt, max: difficulty },
    0,
    difficulty,
  );
  const syncMs = performance.now() - started;
  if (number === null || number !== solved?.number) throw new Error('The solvers disagree.');
  rows.push({ number, altchaMs, syncMs });
}
const perHash = (ms: number, n: number) => ((ms * 1000) / (n + 1)).toFixed(2);
console.log(`bot check at difficulty ${difficulty}, ${runs} challenges`);
console.log('number\taltcha-lib ms\tµs/hash\tsync ms\tµs/hash');
for (const r of rows)
  console.log(
    `${r.number}\t${r.altchaMs.toFixed(0)}\t${perHash(r.altchaMs, r.number)}\t${r.syncMs.toFixed(0)}\t${perHash(r.syncMs, r.number)}`,
  );
const mean = (pick: (r: (typeof rows)[number]) => number) =>
  rows.reduce((s, r) => s + pick(r), 0) / rows.length;
const hashes = mean((r) => r.number + 1);
console.log(
  `mean: altcha-lib ${mean((r) => r.altchaMs).toFixed(0)} ms, sync ${mean((r) => r.syncMs).toFixed(0)} ms; ` +
    `expected at the mean number (${(difficulty / 2).toFixed(0)}): altcha-lib ${((mean((r) => r.altchaMs) / hashes) * (difficulty / 2)).toFixed(0)} ms, ` +
    `sync ${((mean((r) => r.syncMs) / hashes) * (difficulty / 2)).toFixed(0)} ms`,
);
