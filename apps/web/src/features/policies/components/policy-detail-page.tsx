import { Anchor, Breadcrumbs, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { toScreenError } from '../../../lib/error-screen.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { usePolicy } from '../api.ts';
import { StatusBadge } from './badges.tsx';
import { PolicyAuditTrail } from './policy-audit-trail.tsx';
import { PolicyOverview } from './policy-overview.tsx';
import { PolicyRuleList } from './policy-rule-list.tsx';

const TABS = ['overview', 'rules', 'audit-trail'] as const;
type Tab = (typeof TABS)[number];

/** /settings/workspace/policies/:policyId: Policy Overview, Rule List and Audit Trail tabs (spec part 3 §2.7). */
export function PolicyDetailPage() {
  const { policyId = '' } = useParams();
  const id = Number(policyId);
  const workspace = useWorkspaceSlug();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'overview';
  const isValidId = Number.isInteger(id) && id > 0 && id < 2 ** 31;
  const policy = usePolicy(isValidId ? id : 0);

  // A malformed id is a page that does not exist, not a failed call.
  if (!isValidId) return <ErrorScreen error={{ status: 404, message: null, errorId: 'policy' }} />;
  if (policy.isPending) return <PageLoader minHeight="40vh" />;
  if (policy.error || !policy.data) return <ErrorScreen error={toScreenError(policy.error)} />;
  const p = policy.data;

  const selectTab = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value ?? 'overview');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={withWorkspace(routes.policies(), workspace)}>
          All Risk Policies
        </Anchor>
        <Text>{p.name}</Text>
      </Breadcrumbs>
      <Group gap="sm">
        <Title order={2}>{p.name}</Title>
        <StatusBadge isEnabled={p.is_enabled} />
      </Group>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">Policy Overview</Tabs.Tab>
          <Tabs.Tab value="rules">Rule List</Tabs.Tab>
          <Tabs.Tab value="audit-trail">Audit Trail</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <PolicyOverview policy={p} />
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="md">
          <PolicyRuleList policy={p} />
        </Tabs.Panel>
        <Tabs.Panel value="audit-trail" pt="md">
          <PolicyAuditTrail policyId={p.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
