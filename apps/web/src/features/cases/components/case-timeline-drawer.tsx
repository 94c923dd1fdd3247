import { Badge, Center, Drawer, Group, Loader, Pagination, Stack, Text, Timeline } from '@mantine/core';
import type { CaseEvent } from '@riskscreen/shared';
import { useState } from 'react';
import { DateRangeInputs } from '../../../components/ui/date-range-inputs.tsx';
import { NumberListFilterSelect } from '../../../components/ui/list-filter-select.tsx';
import { formatDate } from '../../../lib/format.ts';
import { CommentBody } from '../../comments/index.ts';
import { TIMELINE_PAGE_SIZE, useCaseTimeline } from '../api.ts';
import { describeEvent, EVENT_COLOURS, EVENT_TYPE_LABELS } from '../timeline-events.ts';

const TIMELINE_ERROR = 'Error while loading the timeline';
const TYPE_OPTIONS = Object.entries(EVENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

type Props = {
  caseId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
  timeZone: string | undefined;
};

/**
 * The case's timeline (spec part 2 Case page, §4): alerts opened and updated, status changes with their comments,
 * risk level changes, entities added and removed; newest first, filtered by event type and date.
 */
export function CaseTimelineDrawer({ caseId, title, opened, onClose, timeZone }: Props) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<{ types: number[]; start: string | null; end: string | null }>({
    types: [],
    start: null,
    end: null,
  });
  const timeline = useCaseTimeline(caseId, page, filters, opened);
  const rows = timeline.data?.results ?? [];
  const pages = Math.ceil((timeline.data?.count ?? 0) / TIMELINE_PAGE_SIZE);
  const change = (patch: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={`Timeline · ${title}`}>
      <Stack gap="md" data-testid="case-timeline">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NumberListFilterSelect
            label="Event types"
            data={TYPE_OPTIONS}
            value={filters.types}
            onChange={(values) => change({ types: values })}
            w={240}
            comboboxProps={{ withinPortal: true }}
          />
          <DateRangeInputs
            start={filters.start}
            end={filters.end}
            startLabel="From"
            endLabel="To"
            width={130}
            onChange={({ start, end }) => change({ start, end })}
          />
        </Group>
        {timeline.isLoading && (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        )}
        {timeline.isError && (
          <Text c="red" size="sm">
            {TIMELINE_ERROR}
          </Text>
        )}
        {timeline.isSuccess && rows.length === 0 && (
          <Text c="dimmed" size="sm">
            Nothing recorded yet
          </Text>
        )}
        {rows.length > 0 && (
          <Timeline bulletSize={14} lineWidth={2}>
            {rows.map((event) => (
              <Timeline.Item
                key={event.id}
                color={EVENT_COLOURS[event.type] ?? 'blue'}
                data-testid="timeline-event"
              >
                <TimelineEvent event={event} timeZone={timeZone} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
      </Stack>
    </Drawer>
  );
}

function TimelineEvent({ event, timeZone }: { event: CaseEvent; timeZone: string | undefined }) {
  const { text, from, to } = describeEvent(event);
  const badge = { textTransform: 'none' } as const;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {EVENT_TYPE_LABELS[event.type] ?? 'Event'}
      </Text>
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {text}
        </Text>
        {from !== null && (
          <Badge size="sm" variant="light" color="gray" style={badge}>
            {from}
          </Badge>
        )}
        {from !== null && to !== null && (
          <Text size="xs" c="dimmed">
            →
          </Text>
        )}
        {to !== null && (
          <Badge size="sm" variant="light" style={badge}>
            {to}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {event.by_user_name ?? 'System'} · {formatDate(event.created_at, timeZone)}
      </Text>
      {event.context.comment && (
        <Text
          size="sm"
          component="div"
          bg="gray.0"
          p={6}
          style={{ borderRadius: 4 }}
          data-testid="timeline-comment"
        >
          <CommentBody html={event.context.comment} />
        </Text>
      )}
    </Stack>
  );
}
