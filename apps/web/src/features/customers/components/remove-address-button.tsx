import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CustomerAddress } from '@riskscreen/shared';
import { IconUserMinus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { customerKeys, removeCustomerAddress } from '../api.ts';
import { REMOVED } from '../messages.ts';

/**
 * Takes the address off the customer (after a confirmation): it stays screened in the workspace, and the customer's
 * risk level no longer counts it.
 */
export function RemoveAddressButton({
  customerId,
  address,
}: {
  customerId: number;
  address: CustomerAddress;
}) {
  const queryClient = useQueryClient();
  const remove = () =>
    confirmAction({
      title: 'Remove Address',
      message: `Remove ${address.identifier} from this customer? The address stays screened in the workspace.`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: async () => {
        try {
          await removeCustomerAddress(customerId, address.id);
          notifications.show({ color: 'green', message: REMOVED });
          await queryClient.invalidateQueries({ queryKey: customerKeys.all });
        } catch (error) {
          const text = error instanceof ApiError ? errorText(error.body, true) : 'Something went wrong';
          notifications.show({ color: 'red', message: text });
        }
      },
    });
  return (
    <Tooltip label="Remove from customer" withArrow>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label="Remove from customer"
        onClick={remove}
        data-testid="remove-customer-address"
      >
        <IconUserMinus size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
