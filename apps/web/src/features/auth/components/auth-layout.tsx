import { Box, Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLogo } from '../../../components/ui/app-logo.tsx';

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
