import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isRefreshable, TableEmptyState } from '../../../components/ui/data-table.tsx';
import { serverMessage } from '../error-message.ts';

type Props = {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
};

/** Loading, failure (with Refresh for 500, 502, 504), empty, or the list itself. */
export function ListState({ isPending, error, onRetry, isEmpty, emptyText, children }: Props) {
  if (isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (error) {
    return (
      <Stack align="center" py="xl" gap="xs">
        <Text fw={500}>Error Loading Data</Text>
        <Text size="sm" c="dimmed">
          {serverMessage(error)}
        </Text>
        {isRefreshable(error) && (
          <Button size="xs" variant="light" onClick={onRetry}>
            Refresh
          </Button>
        )}
      </Stack>
    );
  }
  if (isEmpty) return <TableEmptyState hint={emptyText} />;
  return children;
}
