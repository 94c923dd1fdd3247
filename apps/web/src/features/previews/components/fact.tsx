import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled figure of a preview's overview. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** Tags as 'Name (Type · Subtype)', or null when nothing is attributed. */
export function tagText(name: string | null, type: string | null, subtype?: string | null): string | null {
  if (!name && !type) return null;
  const detail = [type, subtype && subtype !== 'Unknown' ? subtype : null].filter(Boolean).join(' · ');
  return detail ? `${name ?? 'Unknown'} (${detail})` : (name ?? 'Unknown');
}
