import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CaseEntityType } from '@riskscreen/shared';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { CASES_KEY, removeEntity } from '../api.ts';
import { ENTITY_REMOVED } from '../messages.ts';
import { toastFailure } from './case-bulk-actions.tsx';

const NOUNS: Record<CaseEntityType, string> = {
  addresses: 'address',
  transactions: 'transaction',
  customers: 'customer',
};

/** Takes one entity out of the case, once confirmed (the entity itself stays). */
export function RemoveEntityButton({
  caseId,
  type,
  entity,
}: {
  caseId: string;
  type: CaseEntityType;
  entity: number;
}) {
  const queryClient = useQueryClient();
  const remove = () =>
    confirmAction({
      title: 'Remove from Case',
      message: `Remove this ${NOUNS[type]} from the case? It stays screened in the workspace.`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: async () => {
        try {
          await removeEntity(caseId, type, entity);
          notifications.show({ color: 'green', message: ENTITY_REMOVED });
          void queryClient.invalidateQueries({ queryKey: [CASES_KEY] });
        } catch (error) {
          toastFailure(error);
        }
      },
    });
  return (
    <Tooltip label="Remove from case" withArrow>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove ${NOUNS[type]} from case`}
        onClick={(event) => {
          event.stopPropagation();
          remove();
        }}
        data-testid="remove-entity"
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
