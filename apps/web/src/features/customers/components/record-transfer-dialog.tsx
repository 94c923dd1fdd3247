import { Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHAINS } from '@riskscreen/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { PlainForm } from '../../../components/ui/plain-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { customerKeys, recordTransfer, type TransferKind } from '../api.ts';
import { FILL_ALL_FIELDS, RECORDED } from '../messages.ts';

const CHAIN_OPTIONS = CHAINS.filter((c) => !c.deprecated).map((c) => ({
  value: String(c.blockchain),
  label: `${c.label} (${c.code})`,
}));

const TITLES: Record<TransferKind, string> = { deposits: 'Add Deposit', withdrawals: 'Add Withdrawal' };

type Props = { customerId: number; kind: TransferKind; onClose: () => void };

/**
 * Add Deposit / Add Withdrawal (spec part 2 §7): the transaction is screened for the customer on the customer's
 * address and recorded; every field is needed ('Please fill in all fields').
 */
export function RecordTransferDialog({ customerId, kind, onClose }: Props) {
  const queryClient = useQueryClient();
  const [currency, setCurrency] = useState<string | null>(null);
  const [identifier, setIdentifier] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const submit = async () => {
    if (currency === null || !identifier.trim() || !address.trim()) return setError(FILL_ALL_FIELDS);
    setSaving(true);
    setError(null);
    try {
      await recordTransfer(customerId, kind, {
        identifier: identifier.trim(),
        currency: Number(currency),
        to_address: address.trim(),
      });
      notifications.show({ color: 'green', message: RECORDED });
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      onClose();
    } catch (failure) {
      setError((failure instanceof ApiError && errorText(failure.body)) || 'Something went wrong');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={TITLES[kind]} centered data-testid="record-transfer">
      <PlainForm onSubmit={() => void submit()}>
        <Stack gap="sm">
          <Select
            label="Blockchain"
            placeholder="Choose a blockchain"
            data={CHAIN_OPTIONS}
            searchable
            withAsterisk
            value={currency}
            onChange={setCurrency}
            comboboxProps={{ withinPortal: true }}
            data-testid="transfer-chain"
          />
          <TextInput
            label="Transaction hash"
            withAsterisk
            autoComplete="off"
            spellCheck={false}
            value={identifier}
            onChange={(event) => setIdentifier(event.currentTarget.value)}
            data-testid="transfer-hash"
          />
          <TextInput
            label={kind === 'deposits' ? 'Deposit address' : 'Withdrawal address'}
            description="The customer's own address in this transaction"
            withAsterisk
            autoComplete="off"
            spellCheck={false}
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            data-testid="transfer-address"
          />
          {error && (
            <Text size="sm" c="red" data-testid="transfer-error">
              {error}
            </Text>
          )}
          <DialogActions onCancel={onClose} label="Add" isBusy={isSaving} isCancelHeldWhileBusy />
        </Stack>
      </PlainForm>
    </Modal>
  );
}
