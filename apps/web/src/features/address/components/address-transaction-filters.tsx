import { Button, Group, Select, TagsInput } from '@mantine/core';
import { validateAddress } from '@riskscreen/engine/address/index';
import { ENTITY_SUBTYPES, getChain, TAG_CATEGORIES, UNKNOWN_TAG } from '@riskscreen/shared';
import { useState } from 'react';
import { TRANSFER_TYPE_OPTIONS } from '../../../components/screening/index.ts';
import { DateRangeInputs } from '../../../components/ui/date-range-inputs.tsx';
import { ListFilterSelect } from '../../../components/ui/list-filter-select.tsx';
import { NO_TRANSACTION_FILTERS, type TransactionFilters } from '../api.ts';
/** The token filter appears when the address has more than two digital assets (spec part 2 §9). */
export const TOKEN_FILTER_MIN_ASSETS = 3;

const DIRECTIONS = [
  { value: '1', label: 'Incoming' },
  { value: '-1', label: 'Outgoing' },
];
/** Entity type filter values are the entity types plus Unknown (spec part 2 §9). */
const TYPE_OPTIONS = [...TAG_CATEGORIES, UNKNOWN_TAG];
/** Subtypes by number, grouped under their category. */
const SUBTYPE_OPTIONS = TAG_CATEGORIES.map((category) => ({
  group: category,
  items: ENTITY_SUBTYPES.filter((s) => s.category === category).map((s) => ({
    value: String(s.code),
    label: s.name,
  })),
})).filter((group) => group.items.length > 0);

type Props = {
  filters: TransactionFilters;
  onChange: (next: TransactionFilters) => void;
  /** Entity names among the address's counterparties. */
  entityNames: string[];
  /** The tokens the address moved (the filter shows only with more than two). */
  tokens: string[];
  /** The address's chain: counterparties are addresses of the same chain. */
  blockchain: number;
};

/**
 * Split typed counterparties into the addresses of the chain (canonical form) and the rest: a filter on
 * 'not-an-address' can only ever show an empty table, so it is refused where it is typed.
 */
export function counterpartyAddresses(blockchain: number, typed: readonly string[]) {
  const valid: string[] = [];
  const refused: string[] = [];
  for (const raw of typed) {
    const text = raw.trim();
    if (!text) continue;
    const check = validateAddress(blockchain, text);
    if (check.ok && !check.nonStandard) valid.push(check.address);
    else refused.push(text);
  }
  return { valid: [...new Set(valid)], refused };
}

function isFiltered(filters: TransactionFilters): boolean {
  return Object.values(filters).some((value) => value !== null && value.length > 0);
}

/** The transactions table's filters (spec part 2 §2, Address transactions table), with Reset all. */
export function AddressTransactionFilters({ filters, onChange, entityNames, tokens, blockchain }: Props) {
  const set = (patch: Partial<TransactionFilters>) => onChange({ ...filters, ...patch });
  const [refusedAddresses, setRefusedAddresses] = useState<string[]>([]);
  const chainName = getChain(blockchain)?.label ?? 'this chain';
  return (
    <Group gap="xs" align="flex-end" data-testid="transaction-filters">
      <Select
        size="xs"
        label="Type"
        placeholder="All types"
        clearable
        data={TRANSFER_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }))}
        value={filters.transaction_type}
        onChange={(transaction_type) => set({ transaction_type })}
        w={150}
      />
      <Select
        size="xs"
        label="Direction"
        placeholder="Both"
        clearable
        data={DIRECTIONS}
        value={filters.direction}
        onChange={(direction) => set({ direction: direction as TransactionFilters['direction'] })}
        w={120}
      />
      {tokens.length >= TOKEN_FILTER_MIN_ASSETS && (
        <ListFilterSelect
          label="Token"
          emptyLabel="All tokens"
          data={[...new Set([...tokens, ...filters.token_symbol])]}
          value={filters.token_symbol}
          onChange={(token_symbol) => set({ token_symbol })}
          w={180}
        />
      )}
      <DateRangeInputs
        start={filters.start_date}
        end={filters.end_date}
        startLabel="From"
        endLabel="To"
        onChange={({ start, end }) => set({ start_date: start, end_date: end })}
      />
      <ListFilterSelect
        label="Entity Type"
        data={[...new Set([...TYPE_OPTIONS, ...filters.entity_types])]}
        value={filters.entity_types}
        onChange={(entity_types) => set({ entity_types })}
        w={190}
      />
      <ListFilterSelect
        label="Entity Subtype"
        data={SUBTYPE_OPTIONS}
        value={filters.entity_subtypes}
        onChange={(entity_subtypes) => set({ entity_subtypes })}
        w={200}
      />
      <ListFilterSelect
        label="Entity Name"
        data={[...new Set([...entityNames, ...filters.entity_names])]}
        value={filters.entity_names}
        onChange={(entity_names) => set({ entity_names })}
        w={200}
      />
      <TagsInput
        size="xs"
        label="Addresses"
        placeholder={filters.addresses.length === 0 ? 'Counterparty address, Enter' : undefined}
        value={filters.addresses}
        onChange={(typed) => {
          const { valid, refused } = counterpartyAddresses(blockchain, typed);
          setRefusedAddresses(refused);
          // A refused address changes nothing: the table is not asked again.
          if (valid.join() !== filters.addresses.join()) set({ addresses: valid });
        }}
        error={
          refusedAddresses.length > 0
            ? `Not ${/^[AEIOU]/.test(chainName) ? 'an' : 'a'} ${chainName} address: ${refusedAddresses.join(', ')}`
            : undefined
        }
        clearable
        w={260}
      />
      <Button
        size="xs"
        variant="subtle"
        disabled={!isFiltered(filters)}
        onClick={() => onChange(NO_TRANSACTION_FILTERS)}
      >
        Reset all
      </Button>
    </Group>
  );
}
