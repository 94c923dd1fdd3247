import { ActionIcon, Button, Group, Modal, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHAINS } from '@riskscreen/shared';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useProfile } from '../../../lib/profile.ts';
import { addedSummary, ENTITY_KINDS, type EntityKind as Kind, type KindOutcome } from '../added-entities.ts';
import { addCustomers, addScreened, CASES_KEY } from '../api.ts';
import { EMPTY_ROW, type EntityRow, filledRows, rowErrors } from '../entity-rows.ts';
import { toastFailure } from './case-bulk-actions.tsx';

const CHAIN_OPTIONS = CHAINS.filter((c) => !c.deprecated).map((c) => ({
  value: String(c.blockchain),
  label: `${c.label} (${c.code})`,
}));

const PLACEHOLDERS: Record<Kind, string> = {
  addresses: 'Address',
  transactions: 'Transaction hash',
  customers: 'Customer ID',
};

const NO_ROWS: Record<Kind, EntityRow[]> = {
  addresses: [EMPTY_ROW],
  transactions: [EMPTY_ROW],
  customers: [EMPTY_ROW],
};
const TAB_LABELS: Record<Kind, string> = {
  addresses: 'Addresses',
  transactions: 'Transactions',
  customers: 'Customers',
};

/**
 * Add Entities (spec part 2 Case page, §5): rows of addresses or transactions (blockchain and identifier) or of
 * customer ids; empty rows are dropped, and a row the server refuses shows its message ('Address is invalid for
 * the selected currency'). The Customers tab needs customer access. Each tab keeps its rows while the user moves
 * between tabs, and Add sends every tab's rows: the message says what each kind gained. A kind the server refuses
 * keeps its rows (with their errors) and its tab opens; the kinds added before it leave the form.
 */
export function AddEntitiesModal({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('addresses');
  const [rowsByKind, setRowsByKind] = useState<Record<Kind, EntityRow[]>>(NO_ROWS);
  const [errorsByKind, setErrorsByKind] = useState<Partial<Record<Kind, Record<number, string>>>>({});
  const [isSending, setSending] = useState(false);
  const kinds = ENTITY_KINDS.filter((k) => k !== 'customers' || profile.can_access_customers);
  const needsChain = kind !== 'customers';
  const rows = rowsByKind[kind];
  const errors = errorsByKind[kind] ?? {};
  const filledOf = (k: Kind) => filledRows(rowsByKind[k], k !== 'customers');
  const total = kinds.reduce((sum, k) => sum + filledOf(k).length, 0);

  const setRows = (update: (all: EntityRow[]) => EntityRow[]) =>
    setRowsByKind((all) => ({ ...all, [kind]: update(all[kind]) }));
  const setRow = (at: number, patch: Partial<EntityRow>) => {
    setRows((all) => all.map((row, i) => (i === at ? { ...row, ...patch } : row)));
    setErrorsByKind(({ [kind]: { [at]: _, ...rest } = {}, ...others }) => ({ ...others, [kind]: rest }));
  };

  const send = async (k: Kind, sent: ReturnType<typeof filledOf>) =>
    k === 'customers'
      ? addCustomers(caseId, { rows: sent.map(({ row }) => ({ customer_id: row.text.trim() })) })
      : addScreened(caseId, k, {
          rows: sent.map(({ row }) => ({ identifier: row.text.trim(), currency: Number(row.currency) })),
        });

  const submit = async () => {
    setSending(true);
    const outcomes: KindOutcome[] = [];
    try {
      for (const k of kinds) {
        const sent = filledOf(k);
        if (sent.length === 0) continue;
        try {
          const answer = await send(k, sent);
          outcomes.push({ kind: k, sent: sent.length, added: answer.added });
          setRowsByKind((all) => ({ ...all, [k]: [EMPTY_ROW] }));
        } catch (error) {
          const flagged = error instanceof ApiError ? rowErrors(error.fieldErrors, sent) : {};
          if (Object.keys(flagged).length > 0) {
            setErrorsByKind((all) => ({ ...all, [k]: flagged }));
            setKind(k);
          }
          if (outcomes.length > 0) {
            notifications.show({
              color: 'yellow',
              message: `${addedSummary(outcomes)} The ${TAB_LABELS[k].toLowerCase()} were not added.`,
            });
          } else if (Object.keys(flagged).length === 0) toastFailure(error);
          return;
        }
      }
      notifications.show({ color: 'green', message: addedSummary(outcomes) });
      onClose();
    } finally {
      if (outcomes.length > 0) void queryClient.invalidateQueries({ queryKey: [CASES_KEY] });
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
        <Tabs value={kind} onChange={(value) => value && setKind(value as Kind)}>
          <Tabs.List>
            {kinds.map((k) => {
              const filled = filledOf(k).length;
              return (
                <Tabs.Tab
                  key={k}
                  value={k}
                  color={errorsByKind[k] && Object.keys(errorsByKind[k]).length > 0 ? 'red' : undefined}
                >
                  {filled > 0 ? `${TAB_LABELS[k]} (${filled})` : TAB_LABELS[k]}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
        </Tabs>
        {form}
        <Text size="xs" c="dimmed">
          {needsChain
            ? 'An identifier not yet screened in this workspace is screened first.'
            : 'Customers of this workspace, by their customer ID.'}
        </Text>
        <DialogActions
          gap="xs"
          onCancel={onClose}
          label={total > 0 ? `Add ${total}` : 'Add'}
          onConfirm={() => void submit()}
          isBusy={isSending}
          isDisabled={total === 0}
          testId="add-entities-submit"
          isCancelHeldWhileBusy
        />
      </Stack>
    </Modal>
  );
}
