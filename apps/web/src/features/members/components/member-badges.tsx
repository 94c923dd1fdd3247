import { Badge, Stack, Tooltip } from '@mantine/core';
import type { TeamMember } from '@riskscreen/shared';

const SHOWN = 2;

/** Active only if the user and the membership are both active (spec part 3 §4.5); invited: not signed up yet. */
export function StatusBadge({ member }: { member: TeamMember }) {
  if (member.is_active && member.is_invited)
    return (
      <Badge color="yellow" variant="light" style={{ minWidth: 'max-content' }}>
        Invited
      </Badge>
    );
  return (
    <Badge color={member.is_active ? 'green' : 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
      {member.is_active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** At most 2 membership badges per row (spec part 3 §2.14); the rest are counted and named in a tooltip. */
export function MembershipBadges({ member }: { member: TeamMember }) {
  const shown = member.memberships.slice(0, SHOWN);
  const hidden = member.memberships.slice(SHOWN);
  return (
    <Stack gap={4} align="flex-start">
      {shown.map((m) => (
        <Badge
          key={m.workspace.slug}
          variant="outline"
          color={m.is_active ? 'blue' : 'gray'}
          tt="none"
          style={{ minWidth: 'max-content' }}
          title={`${m.workspace.name}: ${m.role_verbose}`}
        >
          {m.workspace.name} · {m.role_verbose}
        </Badge>
      ))}
      {hidden.length > 0 && (
        <Tooltip label={hidden.map((m) => `${m.workspace.name}: ${m.role_verbose}`).join(', ')}>
          <Badge variant="light" color="gray">
            +{hidden.length}
          </Badge>
        </Tooltip>
      )}
    </Stack>
  );
}
