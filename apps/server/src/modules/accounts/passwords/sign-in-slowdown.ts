import { HttpError } from '../../../lib/http-errors.ts';

/** Failures of one account allowed before each further attempt waits. */
const FREE_FAILURES = 5;
/** The longest pause: the account's owner never waits more than this, however hard someone else guesses. */
const MAX_PAUSE_SECONDS = 30;
/** A quiet account starts afresh. */
const FORGET_AFTER_MS = 15 * 60 * 1000;

type Failures = { count: number; lastAt: number };

/**
 * A per-account slowdown of password guesses, beside the per-client budget: after five failures in a row an
 * account's next password is evaluated only after a pause that doubles with each failure (1 s, 2 s, 4 s… at most
 * 30 s); an attempt inside the pause is refused unevaluated. It slows a guesser spread over many clients, and
 * cannot lock the owner out: the right password, from any client, works once the pause is over, and clears it.
 * Kept in memory: a restart forgets it, as it does the rate limits.
 */
export class SignInSlowdown {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Refuse (429, with the seconds to wait) an attempt for this account inside its pause. */
  check(email: string): void {
    const entry = this.current(email);
    if (!entry || entry.count < FREE_FAILURES) return;
    const pauseMs = Math.min(2 ** (entry.count - FREE_FAILURES), MAX_PAUSE_SECONDS) * 1000;
    const waitMs = entry.lastAt + pauseMs - this.now();
    if (waitMs > 0) throw HttpError.fromCatalogue(429, 'rate_limited', Math.ceil(waitMs / 1000));
  }

  failed(email: string): void {
    const entry = this.current(email);
    this.failures.set(key(email), { count: (entry?.count ?? 0) + 1, lastAt: this.now() });
    if (this.failures.size > 10_000) this.forgetQuiet();
  }

  succeeded(email: string): void {
    this.failures.delete(key(email));
  }

  private current(email: string): Failures | undefined {
    const entry = this.failures.get(key(email));
    if (entry && this.now() - entry.lastAt > FORGET_AFTER_MS) {
      this.failures.delete(key(email));
      return undefined;
    }
    return entry;
  }

  private forgetQuiet(): void {
    for (const [email, entry] of this.failures)
      if (this.now() - entry.lastAt > FORGET_AFTER_MS) this.failures.delete(email);
  }
}

const key = (email: string) => email.trim().toLowerCase();
