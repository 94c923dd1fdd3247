import { Select } from '@mantine/core';
import { useState } from 'react';
import { useMembersLite } from '../api.ts';

/** A member chosen in the picker; id null is nobody (Unassigned). */
export type Assignee = { id: number | null; name: string };

const UNASSIGNED = 'unassigned';
const UNASSIGNED_LABEL = 'Unassigned';

type Props = {
  label: string;
  value: Assignee | null;
  onChange: (assignee: Assignee | null) => void;
  /** Only active members (whom alerts can be assigned to); otherwise every member. */
  isActiveOnly: boolean;
  /** Offer 'Unassigned' (nobody) first. */
  withUnassigned?: boolean;
  placeholder?: string;
  clearable?: boolean;
  error?: string | undefined;
  size?: 'xs' | 'sm';
};

/** Picks a workspace member, searched on the server by name or email as it is typed (after a 500 ms pause). */
export function AssigneeSelect(props: Props) {
  const { value, onChange, isActiveOnly, withUnassigned = false } = props;
  const [search, setSearch] = useState(value?.name ?? '');
  const members = useMembersLite(search === value?.name ? '' : search, isActiveOnly);
  const options = (members.data ?? []).map((m) => ({
    value: String(m.user_id),
    label: m.full_name || m.email,
  }));
  // The chosen member stays choosable while another search shows others.
  if (value && value.id !== null && !options.some((o) => o.value === String(value.id))) {
    options.unshift({ value: String(value.id), label: value.name });
  }
  const data = withUnassigned ? [{ value: UNASSIGNED, label: UNASSIGNED_LABEL }, ...options] : options;
  const selected = value === null ? null : value.id === null ? UNASSIGNED : String(value.id);
  return (
    <Select
      size={props.size ?? 'xs'}
      label={props.label}
      placeholder={props.placeholder ?? 'Search by name or email'}
      searchable
      clearable={props.clearable}
      searchValue={search}
      onSearchChange={setSearch}
      // The server searches (names and emails); the choices are shown as it answered them.
      filter={({ options: all }) => all}
      nothingFoundMessage={members.isFetching ? 'Searching…' : 'No members found'}
      data={data}
      value={selected}
      onChange={(next, option) => {
        if (next === null) onChange(null);
        else onChange({ id: next === UNASSIGNED ? null : Number(next), name: option?.label ?? next });
      }}
      error={props.error}
      comboboxProps={{ withinPortal: true }}
      data-testid="assignee-select"
    />
  );
}
