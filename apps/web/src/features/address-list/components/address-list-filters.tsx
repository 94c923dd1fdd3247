import { Group } from '@mantine/core';
import { TAG_CATEGORIES, UNKNOWN_TAG } from '@riskscreen/shared';
import {
  BlockchainFilter,
  IdentifierSearch,
  InCaseFilter,
  ResetFiltersButton,
  RiskLevelFilter,
  RuleFilter,
} from '../../../components/entity-list/list-filter-fields.tsx';
import { useCustomTagFilterChoices } from '../../../components/entity-list/use-custom-tag-filter-choices.ts';
import { useRuleNameChoices } from '../../../components/entity-list/use-rule-name-choices.ts';
import { DateRangeInputs } from '../../../components/ui/date-range-inputs.tsx';
import { ListFilterSelect, NumberListFilterSelect } from '../../../components/ui/list-filter-select.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { useEntityNames } from '../api.ts';
import { type AddressListFilters, hasFilters, NO_FILTERS } from '../list-filters.ts';

/** Entity type filter values are the entity types plus Unknown (spec part 2 §9). */
const TYPE_OPTIONS = [...TAG_CATEGORIES, UNKNOWN_TAG];

type Props = { filters: AddressListFilters; onChange: (patch: Partial<AddressListFilters>) => void };
type DateRangeKeys = { start: 'created_start_date' | 'start_date'; end: 'created_end_date' | 'end_date' };

/** Address rules (rule_type 1) name the alerts of addresses. */
const ADDRESS_RULES = 1;

/**
 * Identifier, risk level, blockchain, entity type and name, date added and last screened ranges, the rule that
 * raised an alert, and custom tags and lists (with custom tags enabled).
 */
export function AddressListFilterBar({ filters, onChange }: Props) {
  const names = useEntityNames();
  const rules = useRuleNameChoices(ADDRESS_RULES);
  const isCustomTagsEnabled = useProfile().is_custom_tags_enabled;
  const tags = useCustomTagFilterChoices(isCustomTagsEnabled);
  const tagOptions = [
    { group: 'Tags', items: (tags.data ?? []).filter((t) => !t.is_in_custom_list) },
    { group: 'Lists', items: (tags.data ?? []).filter((t) => t.is_in_custom_list) },
  ]
    .filter((g) => g.items.length > 0)
    .map((g) => ({ group: g.group, items: g.items.map((t) => ({ value: String(t.id), label: t.name })) }));
  const set = onChange;
  const dates = (keys: DateRangeKeys, labels: [string, string]) => (
    <DateRangeInputs
      start={filters[keys.start]}
      end={filters[keys.end]}
      startLabel={labels[0]}
      endLabel={labels[1]}
      onChange={({ start, end }) => set({ [keys.start]: start, [keys.end]: end })}
    />
  );
  return (
    <Group gap="xs" align="flex-end" data-testid="address-filters">
      <IdentifierSearch
        label="Address"
        placeholder="Search by address"
        value={filters.q}
        onApply={(q) => set({ q })}
      />
      <RiskLevelFilter value={filters.risk_level} onChange={(risk_level) => set({ risk_level })} />
      <BlockchainFilter value={filters.currency} onChange={(currency) => set({ currency })} />
      <ListFilterSelect
        label="Entity Type"
        data={TYPE_OPTIONS}
        value={filters.tag_type_verboses}
        onChange={(values) => set({ tag_type_verboses: values })}
        w={200}
      />
      <ListFilterSelect
        label="Entity Name"
        data={[...new Set([...(names.data ?? []), ...filters.tag_name_verboses])]}
        value={filters.tag_name_verboses}
        onChange={(values) => set({ tag_name_verboses: values })}
        w={200}
      />
      {dates({ start: 'created_start_date', end: 'created_end_date' }, ['Added from', 'Added to'])}
      {dates({ start: 'start_date', end: 'end_date' }, ['Screened from', 'Screened to'])}
      <RuleFilter rules={rules.data} value={filters.rule_name} onChange={(rule_name) => set({ rule_name })} />
      {isCustomTagsEnabled && (
        <NumberListFilterSelect
          label="Custom Tags"
          data={tagOptions}
          value={filters.custom_tags}
          onChange={(values) => set({ custom_tags: values })}
          w={220}
        />
      )}
      <InCaseFilter
        value={filters.is_included_in_case}
        onChange={(is_included_in_case) => set({ is_included_in_case })}
      />
      <ResetFiltersButton isDisabled={!hasFilters(filters)} onReset={() => onChange(NO_FILTERS)} />
    </Group>
  );
}
