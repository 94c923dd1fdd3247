import { Center, Loader, Paper, Text } from '@mantine/core';
import type { AddressDetail } from '@riskscreen/shared';
import { ALERTS_ERROR, useEntityAlert } from '../../../components/entity-alerts/index.ts';
import { AddressTransactions } from './address-transactions.tsx';

type Props = { address: AddressDetail; timeZone: string | undefined; alertId: number; onClear: () => void };

/**
 * The Transactions tab of a page opened from an alert: the alert is read first, then the table starts filtered to
 * its transactions. An alert this address does not have leaves the table unfiltered.
 */
export function AlertTransactions({ address, timeZone, alertId, onClear }: Props) {
  const alert = useEntityAlert('address', String(address.id), alertId);
  if (alert.isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (alert.isError) {
    return (
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="red" data-testid="alert-error">
          {ALERTS_ERROR}
        </Text>
      </Paper>
    );
  }
  return (
    <AddressTransactions
      // A new alert starts the table from its own filters.
      key={alert.data?.id ?? 'none'}
      address={address}
      timeZone={timeZone}
      alert={alert.data ?? null}
      onClearAlert={onClear}
    />
  );
}
