import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { TIMERS_MS } from '@riskscreen/shared';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

/** Shows a newly created key in full, the only time it is ever shown. */
export function NewApiKeyModal({ apiKey, onClose }: { apiKey: string | null; onClose: () => void }) {
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title="New API key" size="lg" centered>
      <Stack gap="md">
        <Alert color="orange" icon={<IconAlertTriangle />} title="Copy your key now">
          This key will not be shown again. Store it somewhere safe; if you lose it, create a new key.
        </Alert>
        <Code block data-testid="new-api-key" fz="sm" style={{ wordBreak: 'break-all' }}>
          {apiKey}
        </Code>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Send it in the X-API-Key header.
          </Text>
          <Group gap="sm">
            <CopyButton value={apiKey ?? ''} timeout={TIMERS_MS.copyConfirmation}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : 'blue'}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy key'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
