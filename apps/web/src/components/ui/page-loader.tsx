import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-area loading animation, optionally with a status line ('Logging in', 'Logging out'). */
export function PageLoader({ label, minHeight = '60vh' }: { label?: string; minHeight?: string }) {
  return (
    <Center mih={minHeight}>
      <Stack align="center" gap="sm">
        <Loader />
        {label && <Text c="dimmed">{label}</Text>}
      </Stack>
    </Center>
  );
}
