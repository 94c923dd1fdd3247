import { Badge, Group, Stack } from '@mantine/core';
import {
  ENTITY_EVENT_TYPES,
  ENTITY_EVENT_TYPES_OF,
  type EntityAuditEventDto,
  type EntityEventType,
  PAGE_SIZE,
} from '@riskscreen/shared';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table.tsx';
import { FilterMultiSelect } from '../../components/ui/filter-multi-select.tsx';
import { pagedQueryTable } from '../../components/ui/paged-query-table.ts';
import { formatDate } from '../../lib/format.ts';
import { type AuditedObject, useEntityAuditLog } from './api.ts';
import { EventActor, EventDetails } from './event-details.tsx';

type Props = { type: AuditedObject; id: string; timeZone: string | undefined };

/**
 * The Audit Logs tab of the address and transaction pages (spec part 2 §2): what happened to the object in this
 * workspace, newest first, 20 per page, with who did it and when (in the profile's time zone), filtered by event
 * type.
 */
export function EntityAuditLog({ type, id, timeZone }: Props) {
  const [page, setPage] = useState(1);
  const [types, setTypes] = useState<EntityEventType[]>([]);
  const log = useEntityAuditLog(type, id, page, types);
  const choices = ENTITY_EVENT_TYPES_OF[type].map((code) => ({
    value: code,
    label: ENTITY_EVENT_TYPES[code],
  }));
  const columns: DataTableColumn<EntityAuditEventDto>[] = [
    {
      key: 'event',
      header: 'Event',
      width: 190,
      render: (event) => (
        <Badge variant="light" color="gray" tt="none" size="md">
          {event.type_verbose}
        </Badge>
      ),
    },
    { key: 'details', header: 'Details', render: (event) => <EventDetails event={event} /> },
    { key: 'by', header: 'By', width: 200, render: (event) => <EventActor event={event} /> },
    { key: 'date', header: 'Date', width: 190, render: (event) => formatDate(event.created_at, timeZone) },
  ];
  return (
    <Stack gap="sm" data-testid={`${type}-audit-log`}>
      <Group>
        <FilterMultiSelect
          label="Event type"
          placeholder={types.length === 0 ? 'All events' : undefined}
          data={choices}
          value={types}
          onChange={(value) => {
            setTypes(value as EntityEventType[]);
            setPage(1);
          }}
          w={360}
        />
      </Group>
      <DataTable
        columns={columns}
        {...pagedQueryTable(log, { page, pageSize: PAGE_SIZE.list, onPageChange: setPage })}
        rowKey={(event) => event.id}
      />
    </Stack>
  );
}
