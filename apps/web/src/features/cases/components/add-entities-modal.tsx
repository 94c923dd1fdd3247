import { ActionIcon, Button, Group, Modal, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHAINS } from '@riskscreen/shared';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useProfile } from '../../../lib/profile.ts';
import { addCustomers, addScreened, CASES_KEY } from '../api.ts';
import { EMPTY_ROW, type EntityRow, filledRows, rowErrors } from '../entity-rows.ts';
import { ENTITIES_ADDED } from '../messages.ts';
import { toastFailure } from './case-bulk-actions.tsx';

type Kind = 'addresses' | 'transactions' | 'customers';

const CHAIN_OPTIONS = CHAINS.filter((c) => !c.deprecated).map((c) => ({
  value: String(c.blockchain),
  label: `${c.label} (${c.code})`,
}));

const PLACEHOLDERS: Record<Kind, string> = {
  addresses: 'Address',
  transactions: 'Transaction hash',
  customers: 'Customer ID',
};

/**
 * Add Entities (spec part 2 Case page, §5): rows of addresses or transactions (blockchain and identifier) or of
 * customer ids; empty rows are dropped, and a row the server refuses shows its message ('Address is invalid for
 * the selected currency'). The Customers tab needs customer access.
 */
export function AddEntitiesModal({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('addresses');
  const [rows, setRows] = useState<EntityRow[]>([EMPTY_ROW]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [isSending, setSending] = useState(false);
  const needsChain = kind !== 'customers';
  const sent = filledRows(rows, needsChain);

  const changeKind = (next: Kind) => {
    setKind(next);
    setRows([EMPTY_ROW]);
    setErrors({});
  };
  const setRow = (at: number, patch: Partial<EntityRow>) => {
    setRows((all) => all.map((row, i) => (i === at ? { ...row, ...patch } : row)));
    setErrors(({ [at]: _, ...rest }) => rest);
  };

  const submit = async () => {
    setSending(true);
    try {
      if (kind === 'customers') {
        await addCustomers(caseId, { rows: sent.map(({ row }) => ({ customer_id: row.text.trim() })) });
      } else {
        await addScreened(caseId, kind, {
          rows: sent.map(({ row }) => ({ identifier: row.text.trim(), currency: Number(row.currency) })),
        });
      }
      notifications.show({ color: 'green', message: ENTITIES_ADDED });
      void queryClient.invalidateQueries({ queryKey: [CASES_KEY] });
      onClose();
    } catch (error) {
      const flagged = error instanceof ApiError ? rowErrors(error.fieldErrors, sent) : {};
      if (Object.keys(flagged).length > 0) setErrors(flagged);
      else toastFailure(error);
    } finally {
      setSending(false);
    }
  };

  const form = (
    <Stack gap="xs" data-testid="entity-rows">
      {rows.map((row, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form
        <Group key={at} gap="xs" align="flex-start" wrap="nowrap">
          {needsChain && (
            <Select
              size="sm"
              w={200}
              placeholder="Blockchain"
              searchable
              data={CHAIN_OPTIONS}
              value={row.currency}
              onChange={(currency) => setRow(at, { currency })}
              comboboxProps={{ withinPortal: true }}
              aria-label="Blockchain"
              data-testid="entity-chain"
            />
          )}
          <TextInput
            size="sm"
            style={{ flex: 1 }}
            placeholder={PLACEHOLDERS[kind]}
            aria-label={PLACEHOLDERS[kind]}
            value={row.text}
            onChange={(event) => setRow(at, { text: event.currentTarget.value })}
            error={errors[at]}
            data-testid="entity-identifier"
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={6}
            aria-label="Remove row"
            disabled={rows.length === 1}
            onClick={() => setRows((all) => all.filter((_, i) => i !== at))}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => setRows((all) => [...all, EMPTY_ROW])}
        >
          Add row
        </Button>
      </Group>
    </Stack>
  );

  return (
    <Modal opened onClose={onClose} title="Add Entities" centered size="lg" data-testid="add-entities">
      <Stack gap="md">
        <Tabs value={kind} onChange={(value) => value && changeKind(value as Kind)}>
          <Tabs.List>
            <Tabs.Tab value="addresses">Addresses</Tabs.Tab>
            <Tabs.Tab value="transactions">Transactions</Tabs.Tab>
            {profile.can_access_customers && <Tabs.Tab value="customers">Customers</Tabs.Tab>}
          </Tabs.List>
        </Tabs>
        {form}
        <Text size="xs" c="dimmed">
          {needsChain
            ? 'An identifier not yet screened in this workspace is screened first.'
            : 'Customers of this workspace, by their customer ID.'}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={isSending}>
            Cancel
          </Button>
          <Button
            onClick={() => void submit()}
            loading={isSending}
            disabled={sent.length === 0}
            data-testid="add-entities-submit"
          >
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
