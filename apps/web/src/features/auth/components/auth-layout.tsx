import { Anchor, Box, Center, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppLogo } from '../../../components/ui/app-logo.tsx';
import { routes } from '../../../lib/routes.ts';

/** The product's own sign-in pages (login, logging in, logging out): a centred card on a light page. */
export function AuthLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Center mih="100vh" p="md">
        <Stack w={420} gap="lg" align="stretch">
          <Center>
            <AppLogo />
          </Center>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            {children}
          </Paper>
          {footer}
        </Stack>
      </Center>
    </Box>
  );
}

/** The way back to the login page under a form of a mailed link. */
export function GoToSignIn() {
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={routes.login()}>
        Go to sign in
      </Anchor>
    </Text>
  );
}
