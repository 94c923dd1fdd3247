import { Alert, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INVITE_ROLES, MEMBER_TOASTS, ROLE_LABELS, type Role, type TeamMember } from '@riskscreen/shared';
import { useEffect, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { type MemberScope, useUpdateMember } from '../api.ts';

const ROLE_CHOICES = INVITE_ROLES.map((r) => ({ value: String(r), label: ROLE_LABELS[r as Role] }));

/**
 * Edit a member: in a workspace, the membership's role and status; in the organisation, the name, the
 * organisation admin flag and the status. The email is shown, not edited (it is how the member signs in).
 */
export function EditMemberModal({
  scope,
  member,
  onClose,
}: {
  scope: MemberScope;
  member: TeamMember | null;
  onClose: () => void;
}) {
  const update = useUpdateMember(scope);
  const [role, setRole] = useState<string | null>(null);
  const [active, setActive] = useState(true);
  const [orgAdmin, setOrgAdmin] = useState(false);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');

  useEffect(() => {
    if (!member) return;
    setRole(member.role !== null ? String(member.role) : null);
    setActive(member.is_active);
    setOrgAdmin(member.is_organization_admin);
    setFirstName(member.first_name);
    setLastName(member.last_name);
    update.reset();
  }, [member, update.reset]);

  const save = () => {
    if (!member) return;
    const change =
      scope === 'workspace'
        ? { is_active: active, ...(role ? { role: Number(role) } : {}) }
        : { is_active: active, is_organization_admin: orgAdmin, first_name: firstName, last_name: lastName };
    update.mutate(
      { member, change },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message:
              scope === 'workspace' ? MEMBER_TOASTS.workspaceMemberStatus : MEMBER_TOASTS.teamMemberStatus,
          });
          onClose();
        },
      },
    );
  };

  const failure =
    update.error &&
    ((update.error instanceof ApiError && errorText(update.error.body)) || MEMBER_TOASTS.updateFailed);

  return (
    <Modal opened={member !== null} onClose={onClose} title="Edit member" centered>
      <Stack gap="md">
        <TextInput label="Email" value={member?.email ?? ''} readOnly />
        {scope === 'organisation' && (
          <Group grow>
            <TextInput
              label="First name"
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
            />
            <TextInput
              label="Last name"
              value={lastName}
              onChange={(e) => setLastName(e.currentTarget.value)}
            />
          </Group>
        )}
        {scope === 'workspace' && (
          <Select label="Role" data={ROLE_CHOICES} value={role} onChange={setRole} allowDeselect={false} />
        )}
        {scope === 'organisation' && (
          <Switch
            label="Organisation admin"
            checked={orgAdmin}
            onChange={(e) => setOrgAdmin(e.currentTarget.checked)}
          />
        )}
        <Switch label="Active" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        {failure && (
          <Alert color="red" variant="light" data-testid="edit-error">
            {failure}
          </Alert>
        )}
        <DialogActions onCancel={onClose} label="Save" onConfirm={save} isBusy={update.isPending} />
      </Stack>
    </Modal>
  );
}
