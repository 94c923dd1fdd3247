import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { AppLogo } from '../../components/ui/app-logo.tsx';
import { routes } from '../../lib/routes.ts';

const TITLES: Record<string, string> = { 'privacy-policy': 'Privacy Policy', terms: 'Terms of Service' };

/** Stand-in for the operator's legal pages when no VITE_PRIVACY_POLICY_URL / VITE_TERMS_URL is configured. */
export default function LegalRoute() {
  const { document = '' } = useParams();
  const title = TITLES[document] ?? 'Legal';
  return (
    <Box mih="100vh" bg="gray.0">
      <Center mih="100vh" p="md">
        <Stack w={560} gap="lg">
          <AppLogo />
          <Paper withBorder p="xl" radius="md">
            <Title order={2}>{title}</Title>
            <Text mt="sm">
              This installation is run by your organisation. Its {title.toLowerCase()} is published by the
              operator of this installation; please ask your administrator for it.
            </Text>
            <Anchor component={Link} to={routes.login()} mt="md" display="inline-block">
              Back to login
            </Anchor>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
