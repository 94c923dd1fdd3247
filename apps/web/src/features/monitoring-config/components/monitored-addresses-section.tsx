import { ActionIcon, Button, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHAINS, MONITORING_MESSAGES } from '@riskscreen/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAddMonitoredAddress, useArchiveMonitoredAddress, useMonitoredAddresses } from '../api.ts';

const CHAIN_OPTIONS = CHAINS.filter((c) => !c.deprecated).map((c) => ({
  value: String(c.blockchain),
  label: `${c.label} (${c.code})`,
}));
const failureText = (error: unknown) =>
  (error instanceof ApiError && errorText(error.body)) || 'Something went wrong';

/**
 * The monitored addresses list (spec part 3 §2.11, §5): add an address with its blockchain, monitored or ignored
 * (is_ignored: left out of level 1's monitoring), and remove it. Address and blockchain are required.
 */
export function MonitoredAddressesSection({ disabled }: { disabled: boolean }) {
  const [offset, setOffset] = useState(0);
  const list = useMonitoredAddresses(offset);
  const add = useAddMonitoredAddress();
  const archive = useArchiveMonitoredAddress();
  const [identifier, setIdentifier] = useState('');
  const [currency, setCurrency] = useState<string | null>(null);
  const [isIgnored, setIsIgnored] = useState(false);

  const submit = async () => {
    if (identifier.trim() === '' || currency === null) {
      notifications.show({ color: 'red', message: MONITORING_MESSAGES.fillAllFields });
      return;
    }
    try {
      await add.mutateAsync({
        identifier: identifier.trim(),
        currency: Number(currency),
        is_ignored: isIgnored,
      });
      setIdentifier('');
    } catch (error) {
      notifications.show({ color: 'red', message: failureText(error) });
    }
  };
  const remove = async (entry: { identifier: string; currency: number }) => {
    try {
      await archive.mutateAsync(entry);
    } catch (error) {
      notifications.show({ color: 'red', message: failureText(error) });
    }
  };

  const rows = list.data?.results ?? [];
  return (
    <Stack gap="sm" data-testid="monitored-addresses">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Blockchain"
          placeholder="Choose a blockchain"
          data={CHAIN_OPTIONS}
          searchable
          value={currency}
          onChange={setCurrency}
          disabled={disabled}
          w={220}
        />
        <TextInput
          label="Address"
          value={identifier}
          onChange={(e) => setIdentifier(e.currentTarget.value)}
          disabled={disabled}
          spellCheck={false}
          style={{ flex: 1, minWidth: 260 }}
        />
        <Checkbox
          label="Ignore (leave out of monitoring)"
          checked={isIgnored}
          onChange={(e) => setIsIgnored(e.currentTarget.checked)}
          disabled={disabled}
          mb={8}
        />
        <Button onClick={() => void submit()} loading={add.isPending} disabled={disabled}>
          Add Address
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {list.isPending ? 'Loading…' : 'No addresses listed.'}
        </Text>
      ) : (
        <PlainTable striped headers={['Address', 'Blockchain', 'Status', 'Added By', 'Date Added', {}]}>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td ff="monospace">{row.identifier}</Table.Td>
              <Table.Td>{row.currency_short}</Table.Td>
              <Table.Td>{row.is_ignored ? 'Ignored' : 'Monitored'}</Table.Td>
              <Table.Td>{row.added_by ?? '—'}</Table.Td>
              <Table.Td>{row.created_at.slice(0, 10)}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${row.identifier}`}
                  disabled={disabled}
                  onClick={() => void remove({ identifier: row.identifier, currency: row.currency })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
      {list.data && (list.data.next || list.data.previous) && (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="default"
            disabled={!list.data.previous}
            onClick={() => setOffset(offset - 10)}
          >
            Previous
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!list.data.next}
            onClick={() => setOffset(offset + 10)}
          >
            Next
          </Button>
        </Group>
      )}
    </Stack>
  );
}
