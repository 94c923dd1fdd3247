import { Center, Paper, Stack, Text, Title } from '@mantine/core';

/** A report page that cannot show its report: why, in words (no stack, no sign-in redirect). */
export function PrintMessage({ title, text }: { title: string; text: string }) {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={520} data-testid="print-message">
        <Stack gap="xs">
          <Title order={3}>{title}</Title>
          <Text c="dimmed">{text}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}
