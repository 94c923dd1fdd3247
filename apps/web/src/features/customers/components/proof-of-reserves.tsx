import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { formatCrypto, formatUsd } from '../../../lib/format.ts';
import { useCustomerBalances } from '../api.ts';
import { SOMETHING_WRONG } from '../messages.ts';
import { AssetCell } from './customer-table-cells.tsx';

/**
 * Proof of Reserves (behind is_proof_of_reserve_enabled): what the customer's addresses hold on chain, per chain
 * and token, and in all, the figures an exchange reconciles against the customer's ledger balance.
 */
export function ProofOfReserves({ customerId, balanceUsd }: { customerId: number; balanceUsd: number }) {
  const balances = useCustomerBalances(customerId, true);
  const rows = balances.data ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="proof-of-reserves">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={5}>Holdings of the customer's addresses</Title>
          <Text fw={600} data-testid="reserves-total">
            {formatUsd(balanceUsd)}
          </Text>
        </Group>
        {balances.isError && (
          <Text size="sm" c="red">
            {SOMETHING_WRONG}
          </Text>
        )}
        {balances.isSuccess && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            The customer's addresses hold nothing.
          </Text>
        )}
        {rows.length > 0 && (
          <PlainTable
            verticalSpacing="xs"
            headers={[
              'Asset',
              { label: 'Balance', isNumeric: true },
              { label: 'Balance USD', isNumeric: true },
            ]}
          >
            {rows.map((row) => (
              <Table.Tr key={`${row.currency}:${row.token}`}>
                <AssetCell currencyShort={row.currency_short} token={row.token} />
                <Table.Td ta="right">{formatCrypto(row.balance)}</Table.Td>
                <Table.Td ta="right">{formatUsd(row.balance_usd)}</Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
        )}
      </Stack>
    </Paper>
  );
}
