import { z } from 'zod';
import { addressListFilters } from './address-activity.ts';
import { customerListFilters } from './customers.ts';
import { transactionListQuery } from './transactions.ts';

/**
 * Add to Case from an entity list's "all matching" selection (spec part 3 §7.2: "or filters for select-all"): the
 * list and its filters (search included) instead of ids; the server finds the matching entities of the workspace.
 */
export const CASE_MATCHING_MAX = 10_000;

/** Above the cap nothing is added: the filters must narrow the selection first. */
export const CASE_MATCHING_TOO_MANY = `At most ${CASE_MATCHING_MAX.toLocaleString('en-US')} matching results can be added to a case at once. Narrow the filters and try again.`;
/** The list named in `matching` is not the kind of entity the call adds. */
export const CASE_MATCHING_WRONG_LIST = 'Select entities of the kind this call adds.';

/** The transaction list's filters, as its query carries them (without paging). */
export const transactionListFilters = transactionListQuery.omit({
  workspace: true,
  offset: true,
  limit: true,
});

export const caseMatchingEntities = z.discriminatedUnion('entity', [
  z.object({ entity: z.literal('addresses'), filters: addressListFilters }),
  z.object({ entity: z.literal('transactions'), filters: transactionListFilters }),
  z.object({ entity: z.literal('customers'), filters: customerListFilters }),
]);
export type CaseMatchingEntities = z.input<typeof caseMatchingEntities>;
export type CaseMatchingSelection = z.output<typeof caseMatchingEntities>;
