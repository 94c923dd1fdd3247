import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { endpoints } from '@riskscreen/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api-client.ts';
import { profileQuery, useProfile } from '../../lib/profile.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';
import { DialogActions } from '../ui/dialog-actions.tsx';
import { ALL_CHAINS, addChainOptions, addressProblem, allChainsOf } from './add-entity-chains.ts';
import { TokenAccountModal } from './token-account-modal.tsx';
import { useScreening } from './use-screening.tsx';

type Kind = 'address' | 'transaction';
type Values = {
  currency: string | null;
  identifier: string;
  customerId: string;
  type: string | null;
  /** Transactions: the customer's own address in it. */
  customerAddress: string;
};

const TITLES: Record<Kind, string> = { address: 'Add Address', transaction: 'Add Transaction' };
const TYPE_OPTIONS = [
  { value: '1', label: 'Deposit' },
  { value: '2', label: 'Withdrawal' },
];
const REQUIRED = 'This field is required.';

function validate(kind: Kind) {
  return (values: Values): Record<string, string> => {
    const errors: Record<string, string> = {};
    const identifier = values.identifier.trim();
    if (values.currency === null) errors.currency = REQUIRED;
    if (!identifier) errors.identifier = REQUIRED;
    if (kind === 'address' && identifier && values.currency !== null) {
      const problem = addressProblem(identifier, Number(values.currency));
      if (problem) errors.identifier = problem;
    }
    // The customer's side (deposit or withdrawal) goes with a customer id, as the server requires.
    if (values.customerId.trim() && values.type === null) errors.type = REQUIRED;
    return errors;
  };
}

/**
 * Add Address / Add Transaction (spec part 2 §5): blockchain (for addresses also 'All chains', -1), identifier,
 * and optionally the customer with its side. One chain screens and opens the entity's page with a success toast;
 * 'All chains' screens the address on every fully covered chain it fits and says how many it was screened on.
 */
export function AddEntityDialog({
  kind,
  opened,
  onClose,
}: {
  kind: Kind;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [isScreeningAll, setScreeningAll] = useState(false);
  const screening = useScreening({ onDone: onClose });
  const isAnyType = useIsAnyTypeScreening() && kind === 'address';
  const form = useForm<Values>({
    initialValues: {
      // A workspace that screens any-type addresses starts the flow on 'All chains' (spec part 2 §5).
      currency: isAnyType ? String(ALL_CHAINS) : null,
      identifier: '',
      customerId: '',
      type: null,
      customerAddress: '',
    },
    validate: validate(kind),
  });

  const customer = (values: Values) => {
    const id = values.customerId.trim();
    if (!id || values.type === null) return null;
    const address = values.customerAddress.trim();
    return {
      id,
      type: Number(values.type) as 1 | 2,
      address: kind === 'transaction' && address ? address : null,
    };
  };

  const screenAll = async (values: Values) => {
    const identifier = values.identifier.trim();
    const chains = allChainsOf(identifier);
    setScreeningAll(true);
    const failed: string[] = [];
    const who = customer(values);
    for (const currency of chains) {
      try {
        await api.call(endpoints.addresses.screen, {
          query: {},
          body: {
            identifier,
            currency,
            ...(who ? { customer_id: who.id, type: who.type } : {}),
          },
        });
      } catch (error) {
        failed.push(error instanceof ApiError ? error.message : String(currency));
      }
    }
    setScreeningAll(false);
    await queryClient.invalidateQueries();
    const screened = chains.length - failed.length;
    notifications.show({
      color: failed.length === 0 ? 'green' : 'yellow',
      message:
        `Screened on ${screened} ${screened === 1 ? 'blockchain' : 'blockchains'}` +
        (failed.length ? `; ${failed.length} failed.` : '.'),
    });
    if (screened > 0) {
      form.reset();
      onClose();
    }
  };

  const submit = (values: Values) => {
    const currency = Number(values.currency);
    if (kind === 'address' && currency === ALL_CHAINS) return void screenAll(values);
    return void screening.screen({
      kind,
      identifier: values.identifier.trim(),
      currency,
      customer: customer(values),
    });
  };

  const isBusy = screening.isScreening || isScreeningAll;
  return (
    <>
      <Modal opened={opened} onClose={onClose} title={TITLES[kind]} centered>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="sm">
            <Select
              label="Blockchain"
              placeholder="Choose a blockchain"
              data={addChainOptions(kind)}
              searchable
              withAsterisk
              {...form.getInputProps('currency')}
            />
            <TextInput
              label={kind === 'address' ? 'Address' : 'Transaction hash'}
              withAsterisk
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('identifier')}
            />
            {form.values.currency === String(ALL_CHAINS) && (
              <Text size="xs" c="dimmed" data-testid="all-chains-note">
                {isAnyType
                  ? 'This workspace screens addresses of any type: the address is screened on every fully covered blockchain whose format it fits.'
                  : 'Screened on every fully covered blockchain whose address format it fits.'}
              </Text>
            )}
            <TextInput label="Customer ID" description="Optional" {...form.getInputProps('customerId')} />
            {form.values.customerId.trim() !== '' && (
              <Select label="Type" data={TYPE_OPTIONS} withAsterisk {...form.getInputProps('type')} />
            )}
            {kind === 'transaction' && form.values.customerId.trim() !== '' && (
              <TextInput
                label="Customer address"
                description="The customer's own address in this transaction (optional)"
                {...form.getInputProps('customerAddress')}
              />
            )}
            <DialogActions mt="xs" onCancel={onClose} label="Screen" isBusy={isBusy} isCancelHeldWhileBusy />
          </Stack>
        </form>
      </Modal>
      <TokenAccountModal owner={screening.tokenOwner} onClose={screening.closeTokenModal} />
    </>
  );
}

/** Whether the current workspace screens addresses of any type on all chains (is_address_screening_type_any_enabled). */
function useIsAnyTypeScreening(): boolean {
  const workspace = useWorkspaceSlug();
  // Read from the loaded profile, without suspending a dialog that may render before it.
  const profile = useQuery({ ...profileQuery, enabled: false }).data;
  const current = profile?.workspaces.find((w) => w.slug === workspace);
  return current?.is_address_screening_type_any_enabled ?? false;
}

/**
 * The Add Address / Add Transaction button of a list with its dialog. Hidden when the profile skips manual alert
 * creation (spec part 2 §5: skip_alert_creation_modes includes 1).
 */
export function AddEntityButton({ kind }: { kind: Kind }) {
  const [opened, setOpened] = useState(false);
  const profile = useProfile();
  if (profile.skip_alert_creation_modes.includes(1)) return null;
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)}>
        {TITLES[kind]}
      </Button>
      {opened && <AddEntityDialog kind={kind} opened onClose={() => setOpened(false)} />}
    </>
  );
}
