import { Paper, Stack, Text, Title } from '@mantine/core';
import { useProfile } from '../../../lib/profile.ts';

/** The dashboard. Only the greeting for now; the widgets arrive with the dashboard issue. */
export function DashboardPage() {
  const profile = useProfile();
  return (
    <Stack gap="md">
      <Title order={2}>Welcome {profile.first_name}!</Title>
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">Dashboard widgets are coming soon.</Text>
      </Paper>
    </Stack>
  );
}
