import { Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** A one-line explanation under a card's figures: small, dimmed, with an info icon. */
export function DimmedNote({ text, testId }: { text: string; testId: string }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId}>
      <IconInfoCircle size={14} color="var(--mantine-color-dimmed)" style={{ flex: 'none' }} />
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
