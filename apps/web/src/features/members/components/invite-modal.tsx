import { Alert, Modal, MultiSelect, Select, Stack, TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { INVITE_ROLES, MEMBER_MESSAGES, MEMBER_TOASTS, ROLE_LABELS, type Role } from '@riskscreen/shared';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { type MemberScope, useInvite, useMemberSuggestions, useOrganisationWorkspaces } from '../api.ts';

const ROLE_CHOICES = INVITE_ROLES.map((r) => ({ value: String(r), label: ROLE_LABELS[r as Role] }));

/** The server's field messages of a refused invitation, shown under the form (spec part 3 §8 Members). */
function inviteFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    const body = error.body as Record<string, unknown> | null;
    const fields = ['emails', 'role', 'workspaces', 'workspace']
      .flatMap((f) => (Array.isArray(body?.[f]) ? (body?.[f] as string[]) : []))
      .filter((m) => typeof m === 'string');
    if (fields.length > 0) return [...new Set(fields)].join(' ');
    return errorText(error.body) || MEMBER_TOASTS.inviteFailed;
  }
  return MEMBER_TOASTS.inviteFailed;
}

type Props = {
  scope: MemberScope;
  opened: boolean;
  onClose: () => void;
  /** The workspace a workspace admin invites to. */
  currentWorkspace: string | null;
};

/** Invite: emails (at least 1), a role of the allowed choices, and the workspaces (organisation admins choose). */
export function InviteModal({ scope, opened, onClose, currentWorkspace }: Props) {
  const [emails, setEmails] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<string | null>(null);
  const [workspaces, setWorkspaces] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [debounced] = useDebouncedValue(search, 300);
  const suggestions = useMemberSuggestions(debounced.trim());
  const choices = useOrganisationWorkspaces(opened && scope === 'organisation');
  const invite = useInvite(scope);

  const close = () => {
    setEmails([]);
    setRole(null);
    setWorkspaces([]);
    setErrors({});
    invite.reset();
    onClose();
  };

  const submit = () => {
    const targets = scope === 'workspace' ? (currentWorkspace ? [currentWorkspace] : []) : workspaces;
    const pending = search.trim() ? [...emails, search.trim()] : emails;
    const found: Record<string, string> = {};
    if (pending.length === 0) found.emails = MEMBER_MESSAGES.emailsRequired;
    if (!role) found.role = 'Role is required';
    if (targets.length === 0) found.workspaces = MEMBER_MESSAGES.workspacesRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    invite.mutate(
      { emails: pending, role: Number(role), workspaces: targets },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: MEMBER_TOASTS.invited.replace(
              '{type}',
              scope === 'workspace' ? 'workspace' : 'organisation',
            ),
          });
          close();
        },
      },
    );
  };

  const suggested = (suggestions.data ?? []).map((s) => s.email).filter((e) => !emails.includes(e));

  return (
    <Modal opened={opened} onClose={close} title="Invite members" centered size="lg">
      <Stack gap="md">
        <TagsInput
          label="Email addresses"
          description="Press Enter after each address"
          placeholder="name@example.com"
          value={emails}
          onChange={setEmails}
          searchValue={search}
          onSearchChange={setSearch}
          data={suggested}
          splitChars={[',', ' ', ';']}
          clearable
          error={errors.emails}
          data-autofocus
        />
        <Select
          label="Role"
          placeholder="Choose a role"
          data={ROLE_CHOICES}
          value={role}
          onChange={setRole}
          error={errors.role}
          allowDeselect={false}
        />
        {scope === 'organisation' && (
          <MultiSelect
            label="Workspaces"
            placeholder="Choose workspaces"
            data={(choices.data ?? []).map((w) => ({ value: w.slug, label: w.name }))}
            value={workspaces}
            onChange={setWorkspaces}
            error={errors.workspaces}
            searchable
          />
        )}
        {invite.error && (
          <Alert color="red" variant="light" data-testid="invite-error">
            {inviteFailure(invite.error)}
          </Alert>
        )}
        <DialogActions onCancel={close} label="Invite" onConfirm={submit} isBusy={invite.isPending} />
      </Stack>
    </Modal>
  );
}
