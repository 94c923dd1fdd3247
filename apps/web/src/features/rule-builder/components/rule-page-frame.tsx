import { Alert, Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';

export const POLICIES_PATH = routes.policies();

/** Breadcrumb 'All Risk Policies' › policy › this page, then the page's title and content (spec §2.7). */
export function RulePageFrame({
  policyId,
  policyName,
  title,
  children,
}: {
  policyId: string;
  policyName: string | undefined;
  title: string;
  children: ReactNode;
}) {
  const workspace = useWorkspaceSlug();
  return (
    <Stack gap="md" maw={1200}>
      <Breadcrumbs>
        <Anchor component={Link} to={withWorkspace(POLICIES_PATH, workspace)} size="sm">
          All Risk Policies
        </Anchor>
        <Anchor component={Link} to={withWorkspace(`${POLICIES_PATH}/${policyId}`, workspace)} size="sm">
          {policyName ?? 'Policy'}
        </Anchor>
        <Text size="sm">{title}</Text>
      </Breadcrumbs>
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}

/** A rule page whose policy or rule could not be loaded. */
export function RuleLoadFailure({ error }: { error: unknown }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title="Error Loading Data">
      {errorText(error instanceof Error && 'body' in error ? error.body : null) || 'Something went wrong'}
    </Alert>
  );
}
