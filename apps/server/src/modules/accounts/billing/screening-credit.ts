import type { Db } from '../../../db/client.ts';
import type { HookHandler } from '../../platform/index.ts';
import { consumeCredit } from './consume-credit.ts';
import type { CreditCounter } from './credit-counter.ts';

/** What the credit of a screening needs to know of it (the screening's starting hook gives more). */
export type ScreeningToCharge = {
  subject: { workspaceId: number };
  at: Date;
  /** A batch counts its screenings' credits once (CreditCounter). */
  batch?: { credits: CreditCounter } | undefined;
};

/**
 * A screening takes one credit of the organisation's plan, first and under its lock: past the plan's credit limit
 * nothing of the screening is written (decision 0030).
 */
export const chargeScreening: HookHandler<ScreeningToCharge> = {
  name: 'billing.screening-credit',
  async handle(trx: Db, screening) {
    const { subject, at, batch } = screening;
    await (batch
      ? batch.credits.consume(trx, subject.workspaceId, at)
      : consumeCredit(trx, subject.workspaceId, at));
  },
};
