import { Alert, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { TOKEN_WATCHLIST_MESSAGES } from '@riskscreen/shared';
import { useEffect, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAddWatchedContract } from '../api.ts';
import { TOKEN_CHAIN_OPTIONS } from './token-chains.ts';

type Values = { identifier: string; currency: string | null };

/**
 * Add Address (spec part 3 §2.10): a token contract and its blockchain, both required. The server's refusal (not a
 * contract of that chain, already watched) is shown in the modal, on its field where it names one.
 */
export function AddAddressModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const add = useAddWatchedContract();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { identifier: '', currency: null },
    validate: {
      identifier: (v) => (v.trim() ? null : TOKEN_WATCHLIST_MESSAGES.enterAddress),
      currency: (v) => (v ? null : 'Please choose a blockchain'),
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (opened) {
      form.reset();
      setFailure(null);
    }
  }, [opened]);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    add.mutate(
      { identifier: values.identifier.trim(), currency: Number(values.currency) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: TOKEN_WATCHLIST_MESSAGES.added });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
            form.setErrors(error.fieldErrors);
          else setFailure(errorText(error instanceof ApiError ? error.body : null, true));
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Add Address" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Token contract address"
            placeholder="0x…"
            spellCheck={false}
            withAsterisk
            {...form.getInputProps('identifier')}
          />
          <Select
            label="Blockchain"
            placeholder="Choose a blockchain"
            data={TOKEN_CHAIN_OPTIONS}
            searchable
            withAsterisk
            {...form.getInputProps('currency')}
          />
          {failure && (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          )}
          <DialogActions onCancel={onClose} label="Add Address" isBusy={add.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
