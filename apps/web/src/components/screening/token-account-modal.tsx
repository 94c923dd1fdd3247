import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { ERROR_TEXTS } from '@riskscreen/shared';

/** The 'Token account' modal (spec part 2 §2 Modals, §8): the owner address to screen instead, and OK. */
export function TokenAccountModal({ owner, onClose }: { owner: string | null; onClose: () => void }) {
  return (
    <Modal opened={owner !== null} onClose={onClose} title="Token account" centered zIndex={400}>
      <Stack gap="sm" data-testid="token-account-modal">
        <Text size="sm">{ERROR_TEXTS.token_account}</Text>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Owner account address
          </Text>
          <Code style={{ wordBreak: 'break-all' }} data-testid="token-account-owner">
            {owner}
          </Code>
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
