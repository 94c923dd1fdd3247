import type { Db } from '../../../db/client.ts';
import type { HookHandler } from '../../platform/index.ts';
import { customersOfScreening, type ScreenedSubjectOfCustomer } from './screening-customers.ts';

/** What the customers of a screening are read from (the screening's starting hook gives more). */
export type ScreeningOfCustomers = {
  subject: ScreenedSubjectOfCustomer;
  caller: { userId: number };
  at: Date;
  customerId: string | null | undefined;
  previousCustomerId: string | null | undefined;
  /** Filled here: the customers whose rows the screening changes (decision 0026). */
  customers: (string | null)[];
};

/** The customer a screening names is made if absent, and its customers are kept for their assessment. */
export const customersOfScreeningHandler: HookHandler<ScreeningOfCustomers> = {
  name: 'customers.of-screening',
  async handle(trx: Db, screening) {
    const found = await customersOfScreening(trx, screening.subject, {
      customerId: screening.customerId,
      createdBy: screening.caller.userId,
      at: screening.at,
      ...(screening.previousCustomerId !== undefined && { previousCustomerId: screening.previousCustomerId }),
    });
    screening.customers.push(...found);
  },
};
