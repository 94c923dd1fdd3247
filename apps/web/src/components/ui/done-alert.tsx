import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The green notice a form shows in its place once it went through (the server's detail text, say). */
export function DoneAlert({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} data-testid={testId}>
      {children}
    </Alert>
  );
}
