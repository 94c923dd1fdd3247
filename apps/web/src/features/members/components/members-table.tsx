import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { PAGE_SIZE, type TeamMember } from '@riskscreen/shared';
import { IconPencil } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { MembershipBadges, StatusBadge } from './member-badges.tsx';

type Props = {
  members: TeamMember[] | undefined;
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onEdit: (member: TeamMember) => void;
  onToggle: (member: TeamMember) => void;
};

/** The members list: name and email, status, role, memberships (2 at most), and Edit / Disable / Enable. */
export function MembersTable(props: Props) {
  const columns: DataTableColumn<TeamMember>[] = [
    {
      key: 'name',
      header: 'Member',
      render: (m) => {
        // An invitee has no name until they sign up: their e-mail is who they are meanwhile.
        const name = `${m.first_name} ${m.last_name}`.trim();
        return (
          <Stack gap={0} data-testid="member-name">
            <Text size="sm" fw={500}>
              {name || m.email}
            </Text>
            {name ? (
              <Text size="xs" c="dimmed">
                {m.email}
              </Text>
            ) : (
              m.is_invited && (
                <Text size="xs" c="dimmed">
                  Invited, not signed up yet
                </Text>
              )
            )}
          </Stack>
        );
      },
    },
    { key: 'status', header: 'Status', width: 96, render: (m) => <StatusBadge member={m} /> },
    {
      key: 'role',
      header: 'Role',
      width: 150,
      render: (m) => (
        <Badge
          variant="light"
          color={m.is_organization_admin && m.role === null ? 'grape' : 'blue'}
          tt="none"
          style={{ minWidth: 'max-content' }}
        >
          {m.role_verbose}
        </Badge>
      ),
    },
    { key: 'memberships', header: 'Memberships', render: (m) => <MembershipBadges member={m} /> },
    {
      key: 'actions',
      header: '',
      width: 130,
      render: (m) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Tooltip label="Edit">
            <ActionIcon variant="default" size="md" aria-label="Edit" onClick={() => props.onEdit(m)}>
              <IconPencil size={14} />
            </ActionIcon>
          </Tooltip>
          <Button
            size="xs"
            variant="light"
            color={m.is_active ? 'red' : 'green'}
            onClick={() => props.onToggle(m)}
            miw={72}
            px="xs"
          >
            {m.is_active ? 'Disable' : 'Enable'}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={props.members}
      rowKey={(m) => m.id}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      emptyHint="No members found"
      page={props.page}
      total={props.total}
      pageSize={PAGE_SIZE.members}
      onPageChange={props.onPageChange}
      isDense
    />
  );
}
