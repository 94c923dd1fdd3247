import { Badge, Button, Code, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { type ApiKey, SHELL_MESSAGES } from '@riskscreen/shared';
import { IconRefresh } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

// Fixed widths so a row does not shift when its action changes between Revoke and Re-enable.
const COLUMN_WIDTHS = { 'API key': undefined, Created: 210, Updated: 210, Status: 120, Action: 130 } as const;
const COLUMNS = Object.keys(COLUMN_WIDTHS) as (keyof typeof COLUMN_WIDTHS)[];
const SKELETON_ROWS = 10;
const RETRYABLE = [500, 502, 504];

type Props = {
  keys: ApiKey[] | undefined;
  isLoading: boolean;
  error: Error | null;
  timeZone: string | undefined;
  onToggle: (key: ApiKey) => void;
  onRetry: () => void;
};

function Message({ children }: { children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={COLUMNS.length}>
        <Stack align="center" py="xl" gap="xs">
          {children}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

function Body({ keys, isLoading, error, timeZone, onToggle, onRetry }: Props) {
  if (isLoading)
    return Array.from({ length: SKELETON_ROWS }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <Table.Tr key={i} data-testid="skeleton-row">
        {COLUMNS.map((c) => (
          <Table.Td key={c}>
            <Skeleton height={14} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  if (error)
    return (
      <Message>
        <Text fw={500}>{SHELL_MESSAGES.tableError}</Text>
        {error instanceof ApiError && RETRYABLE.includes(error.status) && (
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            Refresh
          </Button>
        )}
      </Message>
    );
  if (!keys?.length)
    return (
      <Message>
        <Text c="dimmed">{SHELL_MESSAGES.tableEmpty}</Text>
      </Message>
    );
  return keys.map((key) => (
    <Table.Tr key={key.id}>
      <Table.Td>
        <Code>{key.key}</Code>
      </Table.Td>
      <Table.Td>{formatDateTime(key.created_at, timeZone)}</Table.Td>
      <Table.Td>{formatDateTime(key.updated_at, timeZone)}</Table.Td>
      <Table.Td>
        <Badge color={key.is_active ? 'green' : 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
          {key.is_active ? 'Active' : 'Revoked'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            color={key.is_active ? 'red' : 'blue'}
            style={{ flex: 'none' }}
            onClick={() => onToggle(key)}
          >
            {key.is_active ? 'Revoke' : 'Re-enable'}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  ));
}

/** The user's keys in this workspace, masked, with their state and the revoke / re-enable action. */
export function ApiKeysTable(props: Props) {
  return (
    // Narrow enough for the settings column at 1024 px: the dates wrap, the status and the action do not.
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} w={COLUMN_WIDTHS[c]}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Body {...props} />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
