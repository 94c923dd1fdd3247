import { Alert, Button, Group, Pagination, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ApiKey, ERROR_TEXTS, PAGE_SIZE, SHELL_MESSAGES } from '@riskscreen/shared';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { SettingsSection } from '../../../components/ui/settings-section.tsx';
import { useApiKeys, useProfile, useSetApiKeyActive } from '../api.ts';
import { serverMessage } from '../error-message.ts';
import { ApiKeysTable } from './api-keys-table.tsx';
import { confirmKeyStatus } from './confirm-key-status.tsx';
import { CreateApiKeyModal } from './create-api-key-modal.tsx';
import { NewApiKeyModal } from './new-api-key-modal.tsx';

const FALLBACK = 'Something went wrong';

/**
 * /settings/workspace/api-keys: create (after the password is confirmed), revoke and re-enable the user's API keys
 * for this workspace.
 */
export function ApiKeysPage() {
  const [page, setPage] = useState(1);
  const [isConfirming, setConfirming] = useState(false);
  const [newKey, setNewKey] = useState<string | null>(null);
  const keys = useApiKeys((page - 1) * PAGE_SIZE.apiKeys);
  const profile = useProfile();
  const setActive = useSetApiKeyActive({
    onSuccess: () => notifications.show({ color: 'green', message: SHELL_MESSAGES.apiKeyUpdated }),
    onError: (error) => notifications.show({ color: 'red', message: serverMessage(error, FALLBACK) }),
  });

  const showCreated = (key: string) => {
    setConfirming(false);
    setPage(1);
    setNewKey(key);
    notifications.show({ color: 'green', message: SHELL_MESSAGES.apiKeyCreated });
  };

  const toggle = (key: ApiKey) =>
    confirmKeyStatus(key, (is_active) => setActive.mutate({ id: key.id, is_active }));

  const pages = Math.max(1, Math.ceil((keys.data?.count ?? 0) / PAGE_SIZE.apiKeys));

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading
        title="API Keys"
        description="Keys authenticate calls to the API as you, in this workspace, with the X-API-Key header."
      >
        {profile.data?.can_access_api !== false && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setConfirming(true)}
            disabled={profile.isPending}
          >
            Create API key
          </Button>
        )}
      </PageHeading>
      {profile.data?.can_access_api === false && (
        // The server refuses keys of such a plan too; existing keys stay listed so they can be revoked.
        <Alert color="yellow" variant="light" icon={<IconLock size={18} />} data-testid="no-api-access">
          {ERROR_TEXTS.api_access_not_in_plan}
        </Alert>
      )}
      <SettingsSection title="Your keys">
        <ApiKeysTable
          keys={keys.data?.results}
          isLoading={keys.isPending || profile.isPending}
          error={keys.error}
          timeZone={profile.data?.timezone}
          onToggle={toggle}
          onRetry={() => void keys.refetch()}
        />
        {pages > 1 && (
          <Group justify="flex-end">
            <Pagination total={pages} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </SettingsSection>
      <CreateApiKeyModal opened={isConfirming} onClose={() => setConfirming(false)} onCreated={showCreated} />
      <NewApiKeyModal apiKey={newKey} onClose={() => setNewKey(null)} />
    </Stack>
  );
}
