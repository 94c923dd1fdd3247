import { endpoints } from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AddToCustomerValues, EntityKind } from './add-to-customer-rules.ts';

/** The screened address or transaction being added; a transaction offers its parties as the customer's address. */
export type CustomerEntity = {
  id: number;
  identifier: string;
  currency: number;
  /** Transactions: the addresses in it (senders and receivers), one of which is the customer's. */
  parties?: string[];
};

/** Customers shown for one search. */
const SEARCH_LIMIT = 20;

/** The workspace's customers whose id contains the text (searched on the server). */
export function useCustomerSearch(q: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'search', q],
    queryFn: ({ signal }) =>
      api.call(endpoints.customers.list, { query: { q, offset: 0, limit: SEARCH_LIMIT }, signal }),
    select: (page) => page.results,
    enabled: isEnabled,
  });
}

/**
 * The entity joins the customer: it is screened again with the customer id, the side and (transactions) the
 * customer's address, as a screening with a customer records it (spec part 2 §5); the customer is created when new.
 */
export async function addToCustomer(kind: EntityKind, entity: CustomerEntity, values: AddToCustomerValues) {
  const customer = { customer_id: values.customerId.trim(), type: Number(values.type) as 1 | 2 };
  const target = { identifier: entity.identifier, currency: entity.currency };
  if (kind === 'address') {
    await api.call(endpoints.addresses.screen, { query: {}, body: { ...target, ...customer } });
  } else {
    await api.call(endpoints.transactions.screen, {
      query: {},
      body: { ...target, ...customer, address: values.customerAddress },
    });
  }
}
