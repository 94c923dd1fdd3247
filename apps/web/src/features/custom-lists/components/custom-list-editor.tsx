import { Anchor, Breadcrumbs, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CUSTOM_LIST_MESSAGES, type CustomTag, CustomTagType } from '@riskscreen/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { useCreateCustomList, useCustomList, useDeleteCustomList, useUpdateCustomList } from '../api.ts';
import { AddressInput } from './address-input.tsx';
import { ListAddressTable } from './list-address-table.tsx';
import { type ListDetails, ListDetailsForm } from './list-details-form.tsx';
import { showFailure } from './show-failure.ts';

export type EditorMode = 'create' | 'edit' | 'preview';

type Props = {
  mode: EditorMode;
  listId: number | null;
  timeZone: string | undefined;
  onOpen: (id: number, mode: 'edit' | 'preview') => void;
  onBack: () => void;
};

function Preview({ list }: { list: CustomTag }) {
  return (
    <Stack gap={6}>
      <Group gap="sm">
        <Text fw={600}>Risk Level</Text>
        <RiskLevelTag level={list.risk_level} />
        {!list.is_active && <Text c="dimmed">(inactive)</Text>}
      </Group>
      <Text c={list.description ? undefined : 'dimmed'}>{list.description || 'No description'}</Text>
    </Stack>
  );
}

/** Create, edit and preview of one custom list (spec part 3 §2.8): after create the page goes to edit mode. */
export function CustomListEditor({ mode, listId, timeZone, onOpen, onBack }: Props) {
  const list = useCustomList(mode === 'create' ? null : listId);
  const create = useCreateCustomList();
  const update = useUpdateCustomList();
  const remove = useDeleteCustomList();
  const current = list.data ?? null;
  const isSystem = current !== null && current.type !== CustomTagType.Custom;

  const save = async (values: ListDetails) => {
    try {
      if (mode === 'create') {
        const created = await create.mutateAsync(values);
        notifications.show({ color: 'green', message: CUSTOM_LIST_MESSAGES.listCreated });
        onOpen(created.id, 'edit');
        return;
      }
      if (!current) return;
      const changes = isSystem ? { description: values.description } : values;
      await update.mutateAsync({ id: current.id, ...changes });
      notifications.show({ color: 'green', message: CUSTOM_LIST_MESSAGES.listSaved });
      onOpen(current.id, 'preview');
    } catch (error) {
      showFailure(error);
      throw error;
    }
  };
  const confirmDelete = (target: CustomTag) =>
    confirmAction({
      title: 'Delete Custom List',
      message: `Delete ${target.name} and its addresses? Its rule stops raising alerts.`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () =>
        remove.mutate(target.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Custom List Deleted' });
            onBack();
          },
          onError: showFailure,
        }),
    });

  if (mode !== 'create' && list.isPending) return <Loader />;
  if (mode !== 'create' && !current) {
    return (
      <Stack>
        <Text>This custom list could not be found.</Text>
        <Anchor onClick={onBack}>Back to Custom Lists</Anchor>
      </Stack>
    );
  }
  const title = mode === 'create' ? 'Create Custom List' : (current?.name ?? '');

  return (
    <Stack gap="lg" maw={1300}>
      <Breadcrumbs>
        <Anchor onClick={onBack}>Custom Lists</Anchor>
        <Text>{title}</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        {current && mode === 'preview' && (
          <Button leftSection={<IconPencil size={16} />} onClick={() => onOpen(current.id, 'edit')}>
            Edit
          </Button>
        )}
        {current && mode === 'edit' && !isSystem && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => confirmDelete(current)}
          >
            Delete List
          </Button>
        )}
      </Group>
      <Card withBorder padding="lg">
        {mode === 'preview' && current ? (
          <Preview list={current} />
        ) : (
          <ListDetailsForm
            key={current?.id ?? 'new'}
            list={current}
            isSaving={create.isPending || update.isPending}
            onSave={save}
            onCancel={() => (current ? onOpen(current.id, 'preview') : onBack())}
          />
        )}
      </Card>
      {current && (
        <Card withBorder padding="lg">
          <Stack gap="lg">
            {mode === 'edit' && <AddressInput listId={current.id} />}
            <ListAddressTable listId={current.id} canRemove={mode === 'edit'} timeZone={timeZone} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
