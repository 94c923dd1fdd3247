import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type OrganisationWorkspace, WORKSPACE_MESSAGES } from '@riskscreen/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useCreateWorkspace, useRenameWorkspace, useWorkspaces } from '../api.ts';
import { WorkspaceNameModal } from './workspace-name-modal.tsx';

/**
 * /settings/organisation/workspaces (spec part 3 §2.14): each workspace with its name, slug, members per role
 * and policy count; organisation admins create and rename workspaces here.
 */
export function WorkspacesPage() {
  const workspaces = useWorkspaces();
  const create = useCreateWorkspace();
  const rename = useRenameWorkspace();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<OrganisationWorkspace | null>(null);

  const columns: DataTableColumn<OrganisationWorkspace>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (w) => (
        <Text size="sm" fw={500}>
          {w.name}
        </Text>
      ),
    },
    { key: 'slug', header: 'Slug', render: (w) => <Code>{w.slug}</Code> },
    {
      key: 'roles',
      header: 'Members',
      render: (w) =>
        w.role_counts.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet
          </Text>
        ) : (
          <Group gap={4}>
            {w.role_counts.map((r) => (
              <Badge key={r.role} variant="light" tt="none">
                {r.role_verbose}: {r.count}
              </Badge>
            ))}
          </Group>
        ),
    },
    { key: 'policies', header: 'Policies', width: 100, render: (w) => w.policy_count },
    {
      key: 'actions',
      header: '',
      width: 110,
      render: (w) => (
        <Button size="xs" variant="default" onClick={() => setRenaming(w)}>
          Rename
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading
        title="Workspaces"
        description="A new workspace starts with the default policies, workflow stages and lists."
      >
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Create workspace
        </Button>
      </PageHeading>
      <DataTable
        columns={columns}
        rows={workspaces.data}
        rowKey={(w) => w.id}
        isLoading={workspaces.isPending}
        error={workspaces.error}
        onRetry={() => void workspaces.refetch()}
      />
      <WorkspaceNameModal
        opened={creating}
        title="Create workspace"
        initialName=""
        withSlug
        isSaving={create.isPending}
        error={create.error}
        onClose={() => {
          create.reset();
          setCreating(false);
        }}
        onSave={(body) =>
          create.mutate(body, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: WORKSPACE_MESSAGES.created });
              setCreating(false);
            },
          })
        }
      />
      <WorkspaceNameModal
        opened={renaming !== null}
        title="Rename workspace"
        initialName={renaming?.name ?? ''}
        withSlug={false}
        isSaving={rename.isPending}
        error={rename.error}
        onClose={() => {
          rename.reset();
          setRenaming(null);
        }}
        onSave={({ name }) =>
          renaming &&
          rename.mutate(
            { id: renaming.id, name },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: WORKSPACE_MESSAGES.renamed });
                setRenaming(null);
              },
            },
          )
        }
      />
    </Stack>
  );
}
