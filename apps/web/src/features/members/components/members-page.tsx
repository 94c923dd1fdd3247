import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { MEMBER_TOASTS, PAGE_SIZE, type TeamMember } from '@riskscreen/shared';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useWorkspaceSlug } from '../../../lib/workspace.ts';
import { type MemberFilters, type MemberScope, useMembers, useUpdateMember } from '../api.ts';
import { EditMemberModal } from './edit-member-modal.tsx';
import { InviteModal } from './invite-modal.tsx';
import { MembersTable } from './members-table.tsx';

const TITLES: Record<MemberScope, { title: string; hint: string }> = {
  workspace: { title: 'Workspace Members', hint: 'People who work in this workspace, with their role here.' },
  organisation: {
    title: 'Organisation Members',
    hint: 'Everyone in the organisation, with their memberships per workspace.',
  },
};

/**
 * /settings/workspace/members and /settings/organisation/members (spec part 3 §2.14): the list with status,
 * role and membership badges, Invite, and Edit, Disable or Enable per row.
 */
export function MembersPage({ scope }: { scope: MemberScope }) {
  const workspace = useWorkspaceSlug();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<MemberFilters['is_active']>('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const filters: MemberFilters = { offset: (page - 1) * PAGE_SIZE.members, q, is_active: status };
  const members = useMembers(scope, filters);
  const update = useUpdateMember(scope);
  const success =
    scope === 'workspace' ? MEMBER_TOASTS.workspaceMemberStatus : MEMBER_TOASTS.teamMemberStatus;

  const toggle = (member: TeamMember) => {
    const disabling = member.is_active;
    confirmAction({
      title: disabling ? 'Disable member' : 'Enable member',
      message: disabling
        ? `${member.email} will be signed out and their API keys revoked${scope === 'workspace' ? ' in this workspace' : ''}.`
        : `${member.email} will be able to work ${scope === 'workspace' ? 'in this workspace' : 'in their workspaces'} again.`,
      confirmLabel: disabling ? 'Disable' : 'Enable',
      danger: disabling,
      onConfirm: () =>
        update.mutate(
          { member, change: { is_active: !disabling } },
          {
            onSuccess: () => notifications.show({ color: 'green', message: success }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: (error instanceof ApiError && errorText(error.body)) || MEMBER_TOASTS.updateFailed,
              }),
          },
        ),
    });
  };

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading title={TITLES[scope].title} description={TITLES[scope].hint}>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
          Invite
        </Button>
      </PageHeading>
      <Group gap="sm">
        <TextInput
          placeholder="Search by name or email"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
          aria-label="Search members"
        />
        <SegmentedControl
          size="xs"
          value={status}
          onChange={(v) => {
            setStatus(v as MemberFilters['is_active']);
            setPage(1);
          }}
          data={[
            { value: '', label: 'All' },
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Inactive' },
          ]}
        />
      </Group>
      <MembersTable
        members={members.data?.results}
        total={members.data?.count ?? 0}
        page={page}
        onPageChange={setPage}
        isLoading={members.isPending}
        error={members.error}
        onRetry={() => void members.refetch()}
        onEdit={setEditing}
        onToggle={toggle}
      />
      <InviteModal
        scope={scope}
        opened={inviting}
        onClose={() => setInviting(false)}
        currentWorkspace={workspace}
      />
      <EditMemberModal scope={scope} member={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
