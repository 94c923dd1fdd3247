import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** Placeholder for a page whose issue has not been built yet: the route exists, the content comes later. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs">
          <IconTools size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />
          <Text c="dimmed">This page is coming soon.</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
