import { useDebouncedValue } from '@mantine/hooks';
import { endpoints } from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';
import { CASE_SEARCH_DEBOUNCE_MS, type CaseEntities, canSearchCases } from './add-to-case-rules.ts';

const CASES = endpoints.cases;

/** Cases whose id or name holds the typed text, asked for 500 ms after the last key, from 3 characters. */
export function useCaseSearch(text: string) {
  const workspace = useWorkspaceSlug();
  const [q] = useDebouncedValue(text.trim(), CASE_SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['cases', workspace, 'search', q],
    queryFn: ({ signal }) => api.call(CASES.search, { query: { q }, signal }),
    enabled: canSearchCases(q),
    placeholderData: keepPreviousData,
  });
}

/** A new case holding the entities; its id. */
export async function createCaseWith(name: string, entities: CaseEntities): Promise<number> {
  const created = await api.call(CASES.create, {
    body: {
      name,
      addresses: entities.addresses ?? [],
      transactions: entities.transactions ?? [],
      customers: entities.customers ?? [],
      ...(entities.matching && { matching: entities.matching }),
    },
  });
  return created.id;
}

const ADD_CALL = {
  addresses: CASES.addAddresses,
  transactions: CASES.addTransactions,
  customers: CASES.addCustomers,
} as const;

/** Adds the entities to an existing case, one call per kind (an "all matching" selection: its list's call). */
export async function addToExistingCase(caseId: number, entities: CaseEntities): Promise<void> {
  const params = { id: caseId };
  const { matching } = entities;
  if (matching) await api.call(ADD_CALL[matching.entity], { params, body: { matching } });
  if (entities.addresses?.length) {
    await api.call(CASES.addAddresses, { params, body: { ids: entities.addresses } });
  }
  if (entities.transactions?.length) {
    await api.call(CASES.addTransactions, { params, body: { ids: entities.transactions } });
  }
  if (entities.customers?.length) {
    await api.call(CASES.addCustomers, { params, body: { ids: entities.customers } });
  }
}
