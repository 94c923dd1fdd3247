import { Anchor, Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  type ErrorScreenContent,
  errorScreenContent,
  newErrorId,
  type ScreenError,
} from '../../lib/error-screen.ts';
import { LINKS } from '../../lib/links.ts';
import { routes } from '../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';
import { CopyIconButton } from './copy-icon-button.tsx';

const CONTACT_TEXT: Record<ErrorScreenContent['contact'], string> = {
  billing: 'Please contact us at {email} to renew your plan.',
  access: 'Please contact your administrator or write to {email} to get access.',
  report: 'If this keeps happening, please report it to {email} with the error ID below.',
  none: '',
};

/** The full-page error screen of any route (spec part 1 §8). */
export function ErrorScreen({ error }: { error: ScreenError }) {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  // Every case shows an id to quote, the not-found page included; kept stable across re-renders.
  const [fallbackId] = useState(newErrorId);
  const errorId = error.errorId ?? fallbackId;
  const content = errorScreenContent(error);
  const contact = CONTACT_TEXT[content.contact].replace('{email}', LINKS.supportEmail);
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="sm" maw={560} ta="center" data-testid="error-screen">
        <IconAlertTriangle size={48} stroke={1.5} color="var(--mantine-color-orange-6)" />
        <Title order={2}>{content.title}</Title>
        {content.description && <Text c="dimmed">{content.description}</Text>}
        {contact && <Text size="sm">{contact}</Text>}
        {error.ownerAddress && (
          <Text size="sm" data-testid="owner-address">
            Owner address:{' '}
            <Anchor
              component={Link}
              to={withWorkspace(
                routes.search({ q: error.ownerAddress, search_entity_type: 'address' }),
                workspace,
              )}
              style={{ overflowWrap: 'anywhere' }}
            >
              {error.ownerAddress}
            </Anchor>
          </Text>
        )}
        <Group gap={4} justify="center">
          <Text size="sm" c="dimmed">
            Error ID:
          </Text>
          <Code data-testid="error-id">{errorId}</Code>
          <CopyIconButton value={errorId} label="Copy error ID" />
        </Group>
        <Text size="xs" c="dimmed">
          Host: {window.location.host}
        </Text>
        {content.action === 'logout' ? (
          <Button mt="md" onClick={() => navigate(routes.logout({ clear: true }))}>
            Logout
          </Button>
        ) : (
          <Button mt="md" onClick={() => navigate('/')}>
            Back to home
          </Button>
        )}
      </Stack>
    </Center>
  );
}
