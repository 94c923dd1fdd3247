import { Badge, Group, Text } from '@mantine/core';
import type { EntityAuditEventDto } from '@riskscreen/shared';
import { IconArrowRight, IconPaperclip } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RiskLevelTag } from '../../components/ui/risk-level-badge.tsx';

/** Tag names put on or taken off, as small badges after a label. */
function TagNames({ label, names, color }: { label: string; names: string[]; color: string }) {
  if (names.length === 0) return null;
  return (
    <Group gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {names.map((name) => (
        <Badge key={name} size="sm" variant="light" color={color} tt="none">
          {name}
        </Badge>
      ))}
    </Group>
  );
}

function detailsOf(event: EntityAuditEventDto): ReactNode {
  switch (event.type) {
    case 'screened':
      return (
        <Group gap={6}>
          <Text size="sm">Risk level</Text>
          <RiskLevelTag level={event.context.risk_level} />
        </Group>
      );
    case 'rescreened':
      return (
        <Group gap={6}>
          <Text size="sm">Risk level</Text>
          <RiskLevelTag level={event.context.previous_risk_level} />
          <IconArrowRight size={14} aria-label="to" />
          <RiskLevelTag level={event.context.risk_level} />
          {/* Why the risk fell, when attribution it relied on ended ('delisted from OFAC SDN on <date>'). */}
          {event.context.reason && (
            <Text size="sm" c="dimmed">
              {event.context.reason}
            </Text>
          )}
        </Group>
      );
    case 'archived':
      return <Text size="sm">Removed from the screened list</Text>;
    case 'custom_tags_changed':
      return (
        <Group gap="sm">
          <TagNames label="Added" names={event.context.added} color="blue" />
          <TagNames label="Removed" names={event.context.removed} color="gray" />
        </Group>
      );
    case 'comment_added':
      return (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
            “{event.context.excerpt}”
          </Text>
          {event.context.file_name && (
            <Group gap={2} wrap="nowrap">
              <IconPaperclip size={14} aria-label="Support file" />
              <Text size="sm" c="dimmed">
                {event.context.file_name}
              </Text>
            </Group>
          )}
        </Group>
      );
    case 'alert_opened':
    case 'alert_item_added':
      return (
        <Group gap={6}>
          <Text size="sm">{event.context.rule_name}</Text>
          <RiskLevelTag level={event.context.level} />
          <Text size="xs" c="dimmed">
            Alert #{event.context.alert_id}
          </Text>
          {event.context.reason && (
            <Text size="sm" c="dimmed" data-testid="audit-event-reason">
              Why: {event.context.reason}
            </Text>
          )}
        </Group>
      );
    case 'alert_closed':
      // A re-screening closed it because its rule no longer fires (decision 0028): the stage and the reason.
      return (
        <Group gap={6}>
          <Text size="sm">{event.context.rule_name}</Text>
          <RiskLevelTag level={event.context.level} />
          <Text size="xs" c="dimmed">
            Alert #{event.context.alert_id} → {event.context.stage}
          </Text>
          <Text size="sm" c="dimmed">
            {event.context.reason}
          </Text>
        </Group>
      );
  }
}

/** What an event changed, in the analyst's words (the Details column). */
export function EventDetails({ event }: { event: EntityAuditEventDto }) {
  const tag = event.context.destination_tag;
  return (
    <Group gap="xs" data-testid="audit-event-details">
      {detailsOf(event)}
      {tag !== undefined && (
        <Text size="xs" c="dimmed">
          Destination tag {tag}
        </Text>
      )}
    </Group>
  );
}

/** Who did it; an API key's calls and the system's own work say so. */
export function EventActor({ event }: { event: EntityAuditEventDto }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{event.by_user_name}</Text>
      {event.context.source === 'api' && (
        <Badge size="xs" variant="outline" color="gray">
          API
        </Badge>
      )}
    </Group>
  );
}
