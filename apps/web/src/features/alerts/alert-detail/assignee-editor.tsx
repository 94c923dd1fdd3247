import { Combobox, Group, Loader, Text, UnstyledButton, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MemberLite } from '@riskscreen/shared';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useMembersLite } from './api.ts';

/** The assignee search waits this long after typing (spec part 3 §5). */
export const ASSIGNEE_SEARCH_DEBOUNCE_MS = 500;
const UNASSIGN = 'unassign';

type Props = {
  assignedTo: number | null;
  assignedToName: string | null;
  /** A member, or null to unassign. */
  onChoose: (member: MemberLite | null) => void;
};

/** Who works the alert: a searchable list of the workspace's active members, and Unassign. */
export function AssigneeEditor({ assignedTo, assignedToName, onChoose }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => setSearch('') });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), ASSIGNEE_SEARCH_DEBOUNCE_MS);
  const members = useMembersLite(debounced, combobox.dropdownOpened);
  const rows = (members.data ?? []).filter((m) => m.user_id !== assignedTo);
  return (
    <Combobox
      store={combobox}
      width={280}
      position="bottom-start"
      withinPortal
      onOptionSubmit={(value) => {
        combobox.closeDropdown();
        if (value === UNASSIGN) onChoose(null);
        else {
          const member = rows.find((m) => String(m.user_id) === value);
          if (member) onChoose(member);
        }
      }}
    >
      <Combobox.Target>
        <UnstyledButton
          onClick={() => combobox.toggleDropdown()}
          data-testid="alert-assignee"
          aria-label={`Assignee: ${assignedToName ?? 'Unassigned'}. Change assignee`}
        >
          <Group gap={6} wrap="nowrap">
            <IconUserCircle size={18} color="var(--mantine-color-gray-6)" />
            <Text size="sm" fw={500} c={assignedToName ? undefined : 'dimmed'}>
              {assignedToName ?? 'Unassigned'}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder="Search members"
          rightSection={members.isFetching ? <Loader size={12} /> : null}
          data-testid="assignee-search"
        />
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {assignedTo !== null && (
            <Combobox.Option value={UNASSIGN}>
              <Text size="sm" c="dimmed">
                Unassign
              </Text>
            </Combobox.Option>
          )}
          {rows.map((member) => (
            <Combobox.Option
              key={member.user_id}
              value={String(member.user_id)}
              data-testid="assignee-option"
            >
              <Text size="sm">{member.full_name}</Text>
              <Text size="xs" c="dimmed">
                {member.email}
              </Text>
            </Combobox.Option>
          ))}
          {members.isSuccess && rows.length === 0 && <Combobox.Empty>No members found</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
