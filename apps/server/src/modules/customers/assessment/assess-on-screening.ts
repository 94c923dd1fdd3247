import type { Db } from '../../../db/client.ts';
import type { HookHandler } from '../../platform/index.ts';
import { assessCustomers } from './assess-customers.ts';

/** The level of each customer whose rows a screening changed is recomputed in its unit of work (decision 0026). */
export const assessScreenedCustomers: HookHandler<{
  subject: { workspaceId: number };
  at: Date;
  customers: readonly (string | null)[];
}> = {
  name: 'customers.assess',
  handle: (trx: Db, screening) =>
    assessCustomers(trx, screening.subject.workspaceId, screening.customers, screening.at),
};
