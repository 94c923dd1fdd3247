import { Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routes } from '../../../lib/routes.ts';
import { session } from '../../../lib/session.ts';
import { withWorkspace } from '../../../lib/workspace.ts';
import { useConnectSlack } from '../api.ts';

/**
 * /slack/connect and /dashboard/slack/connect (spec part 3 §4.8): the consent page sent the admin back with a code
 * and the state; the code is exchanged once. On success 'Slack connected' and the integration's page; on failure
 * (a refusal on the consent page, a bad code or state) 'Error connecting to slack' and the dashboard.
 */
export function SlackConnectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const connect = useConnectSlack();
  // Once per visit: a second exchange of the same code and state would fail (both are single use).
  const isStarted = useRef(false);

  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const workspace = params.get('workspace') ?? session.storedWorkspace();
    const fail = () => {
      notifications.show({ color: 'red', message: 'Error connecting to slack' });
      navigate(withWorkspace(routes.dashboard(), workspace), { replace: true });
    };
    if (!code || !state || params.has('error')) return fail();
    connect
      .mutateAsync({ code, state })
      .then(() => {
        notifications.show({ color: 'green', message: 'Slack connected' });
        navigate(withWorkspace(routes.integration({ integrationType: 'slack' }), workspace), {
          replace: true,
        });
      })
      .catch(fail);
  }, [params, navigate, connect]);

  return (
    <Center h={240}>
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">Connecting to Slack…</Text>
      </Stack>
    </Center>
  );
}
