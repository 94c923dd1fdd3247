import { Alert, Button, FileButton, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  addAddressesSummary,
  CUSTOM_LIST_MESSAGES,
  MAX_ADDRESSES_PER_ADD,
  splitAddressInput,
} from '@riskscreen/shared';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useAddAddresses } from '../api.ts';
import { addressesFromFile, failureSummary } from '../failure-summary.ts';
import { showFailure } from './show-failure.ts';

/**
 * Add addresses by the text area (split on newlines or commas) or a bulk upload file. Invalid ones are reported
 * grouped by reason and only they stay in the box (spec part 3 §5).
 */
export function AddressInput({ listId }: { listId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const add = useAddAddresses();

  const submit = (addresses: string[]) => {
    setFailures([]);
    if (addresses.length === 0) {
      setError(CUSTOM_LIST_MESSAGES.addressesEmpty);
      return;
    }
    if (addresses.length > MAX_ADDRESSES_PER_ADD) {
      setError(CUSTOM_LIST_MESSAGES.tooManyAddresses);
      return;
    }
    setError(null);
    add.mutate(
      { custom_tag_id: listId, addresses },
      {
        onSuccess: (result) => {
          const summary = addAddressesSummary(result);
          notifications.show({ color: summary.isComplete ? 'green' : 'yellow', message: summary.message });
          setFailures(failureSummary(result.failed));
          setText(result.failed.map((f) => f.address).join('\n'));
        },
        onError: showFailure,
      },
    );
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    submit(addressesFromFile(await file.text()));
  };

  return (
    <Stack gap="xs">
      <Textarea
        label="Add Addresses"
        description="One address per line, or separated by commas (up to 1,000 at a time)"
        placeholder="0x… or bc1…"
        rows={4}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
        error={error}
      />
      {failures.length > 0 && (
        <Alert color="red" variant="light" title="Some addresses were not added">
          <List size="sm">
            {failures.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="space-between">
        <FileButton onChange={(file) => void upload(file)} accept=".csv,.txt,text/csv,text/plain">
          {(props) => (
            <Button variant="default" leftSection={<IconUpload size={16} />} {...props}>
              Bulk Upload
            </Button>
          )}
        </FileButton>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {splitAddressInput(text).length} address(es)
          </Text>
          <Button onClick={() => submit(splitAddressInput(text))} loading={add.isPending}>
            Add Addresses
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
