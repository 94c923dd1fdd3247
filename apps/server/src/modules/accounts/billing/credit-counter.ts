import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { creditsUsed, organisationOf } from './consume-credit.ts';
import { creditPeriodStart } from './credit-period.ts';

type Allowance = { limit: number | null; used: number };

/**
 * The credits one transaction's screenings consume, counted in memory after one lock and one count per
 * workspace's organisation (none without a credit limit): a batch of screenings committed together (a bulk upload's) then costs two queries in
 * all instead of two per screening. The organisation's row stays locked until the transaction ends, so no other
 * screening of the organisation counts in between. For one transaction only; `mark` and `rewind` follow a
 * savepoint's rollback (the rolled-back screening's credit is not spent).
 */
export class CreditCounter {
  readonly #allowances = new Map<number, Allowance>();
  #log: Array<Allowance> = [];

  /**
   * Lock and count the workspace's organisation's allowance now, before the batch locks anything else: a single
   * screening takes the organisation's row before its live row, so a batch that locked live rows first and the
   * organisation's row at its first screening could deadlock with it (seen under load: the monitor's batch
   * against API screenings).
   */
  async lockFirst(trx: Db, workspaceId: number, now: Date): Promise<void> {
    await this.#allowance(trx, workspaceId, now);
  }

  async consume(trx: Db, workspaceId: number, now: Date): Promise<void> {
    const allowance = await this.#allowance(trx, workspaceId, now);
    if (allowance.limit !== null && allowance.used >= allowance.limit) {
      throw HttpError.fromCatalogue(402, 'credit_limit_reached', allowance.limit);
    }
    allowance.used += 1;
    this.#log.push(allowance);
  }

  async #allowance(trx: Db, workspaceId: number, now: Date): Promise<Allowance> {
    let allowance = this.#allowances.get(workspaceId);
    if (!allowance) {
      // Without a credit limit nothing is locked or counted (as consumeCredit).
      const plan = await organisationOf(trx, workspaceId);
      const org = plan.credit_limit === null ? plan : await organisationOf(trx, workspaceId, true);
      const used =
        org.credit_limit === null
          ? 0
          : await creditsUsed(trx, org.id, creditPeriodStart(new Date(org.created_at), now));
      allowance = { limit: org.credit_limit, used };
      this.#allowances.set(workspaceId, allowance);
    }
    return allowance;
  }

  /** Where the counter stands, before a savepoint. */
  mark(): number {
    return this.#log.length;
  }

  /** Give back the credits consumed since `mark` (their savepoint was rolled back). */
  rewind(mark: number): void {
    for (const allowance of this.#log.splice(mark)) allowance.used -= 1;
  }
}
