import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchVersion } from '../../lib/version-check.ts';

/** 'API Uptime': whether this installation's API answers, its version and since when it runs. */
export function ApiStatus() {
  const status = useQuery({ queryKey: ['api-status'], queryFn: fetchVersion, staleTime: 0 });
  if (status.isPending) return <Loader size="sm" />;
  const info = status.data;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm">API status:</Text>
        <Badge color={info ? 'green' : 'red'}>{info ? 'Operational' : 'Unreachable'}</Badge>
      </Group>
      {info && (
        <>
          <Text size="sm">Version: {info.version}</Text>
          <Text size="sm">Running since: {new Date(info.built_at).toLocaleString()}</Text>
        </>
      )}
    </Stack>
  );
}
