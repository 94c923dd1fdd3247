import { timingSafeEqual } from 'node:crypto';
import { randomToken, sha256 } from '../../../lib/hashing.ts';

/**
 * The one-time setup token of a server that starts without any organisation: made at start, printed in the
 * server log (whoever reads the log runs the server), and used up by the first successful setup.
 */
export class SetupToken {
  private value: string | null = null;

  issue(): string {
    this.value = randomToken(24);
    return this.value;
  }

  /** Whether the token is this server's, used up when it is: a second request with it fails. */
  take(candidate: string): boolean {
    if (this.value === null) return false;
    const ok = timingSafeEqual(Buffer.from(sha256(candidate)), Buffer.from(sha256(this.value)));
    if (ok) this.value = null;
    return ok;
  }

  /** Give a taken token back when the setup it allowed failed on its input (the operator corrects and retries). */
  restore(token: string): void {
    this.value ??= token;
  }
}
