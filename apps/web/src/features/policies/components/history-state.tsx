import { Alert, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { serverMessage } from '../error-message.ts';

/** A history tab until its entries arrive: the server's refusal, or two placeholder rows while loading. */
export function HistoryState<Entries>({
  history,
  children,
}: {
  history: { error: unknown; data: Entries | undefined };
  children: (entries: Entries) => ReactNode;
}) {
  if (history.error) {
    return (
      <Alert color="red" title="Error Loading Data">
        {serverMessage(history.error)}
      </Alert>
    );
  }
  if (!history.data) {
    return (
      <Stack>
        <Skeleton h={60} />
        <Skeleton h={60} />
      </Stack>
    );
  }
  return children(history.data);
}
