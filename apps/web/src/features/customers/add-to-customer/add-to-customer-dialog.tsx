import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { isDeprecated } from '@riskscreen/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { PlainForm } from '../../../components/ui/plain-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useProfile } from '../../../lib/profile.ts';
import {
  ADDED,
  type AddToCustomerValues,
  addToCustomerErrors,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  type CustomerChoice,
  canSearchCustomers,
  EMPTY_VALUES,
  type EntityKind,
  NO_RESULTS,
  SEARCH_HINT,
  showsCustomerDetails,
  UNSUPPORTED_CHAIN,
} from './add-to-customer-rules.ts';
import { addToCustomer, type CustomerEntity, useCustomerSearch } from './api.ts';

const TYPE_OPTIONS = [
  { value: '1', label: 'Deposit' },
  { value: '2', label: 'Withdrawal' },
];
const CHOICES: { value: CustomerChoice; label: string }[] = [
  { value: 'existing', label: 'Existing Customer' },
  { value: 'new', label: 'New Customer' },
];

type Props = {
  kind: EntityKind;
  entity: CustomerEntity;
  opened: boolean;
  onClose: () => void;
};

/**
 * Add to a customer (spec part 2 §5, §6): an existing customer (searched from 5 characters, 500 ms after the last
 * key) or a new id of at least 5 characters, the side the customer is on and, for a transaction, the customer's own
 * address in it. Without customers in the plan it says so (Activate Customers) instead.
 */
export function AddToCustomerDialog({ kind, entity, opened, onClose }: Props) {
  const profile = useProfile();
  return (
    <Modal opened={opened} onClose={onClose} title="Add to a customer" centered data-testid="add-to-customer">
      {profile.can_access_customers ? (
        <AddToCustomerForm kind={kind} entity={entity} onClose={onClose} />
      ) : (
        <ActivateCustomers onClose={onClose} />
      )}
    </Modal>
  );
}

/** The upsell shown without customers in the plan (here, and on the customer pages without a Close). */
export function ActivateCustomers({ onClose }: { onClose?: () => void }) {
  return (
    <Stack gap="sm" data-testid="activate-customers">
      <Text fw={600}>Activate Customers</Text>
      <Text size="sm">
        Customers are not part of your plan. Contact your account manager or our support team to activate
        them.
      </Text>
      {onClose && (
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function AddToCustomerForm({ kind, entity, onClose }: Omit<Props, 'opened'>) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AddToCustomerValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSending, setSending] = useState(false);
  const isUnsupported = isDeprecated(entity.currency);
  const change = (patch: Partial<AddToCustomerValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  const submit = async () => {
    const found = addToCustomerErrors(kind, values);
    setErrors(found);
    if (Object.keys(found).length > 0 || isUnsupported) return;
    setSending(true);
    try {
      await addToCustomer(kind, entity, values);
      notifications.show({ color: 'green', message: ADDED });
      await queryClient.invalidateQueries({ queryKey: [kind, String(entity.id)] });
      await queryClient.invalidateQueries({ queryKey: ['customers'] });
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const onForm = {
        ...(fields.customer_id ? { customerId: fields.customer_id } : {}),
        ...(fields.type ? { type: fields.type } : {}),
        ...(fields.address ? { customerAddress: fields.address } : {}),
      };
      if (Object.keys(onForm).length > 0) setErrors(onForm);
      else {
        const text = (error instanceof ApiError && errorText(error.body)) || 'Something went wrong';
        notifications.show({ color: 'red', message: text });
      }
    } finally {
      setSending(false);
    }
  };

  const hasDetails = showsCustomerDetails(values);
  return (
    <PlainForm onSubmit={() => void submit()}>
      <Stack gap="sm">
        {isUnsupported && (
          <Alert color="yellow" data-testid="unsupported-chain">
            {UNSUPPORTED_CHAIN}
          </Alert>
        )}
        <SegmentedControl
          fullWidth
          data={CHOICES}
          value={values.choice}
          onChange={(choice) => change({ choice: choice as CustomerChoice, customerId: '' })}
          data-testid="customer-choice"
        />
        {values.choice === 'existing' ? (
          <ExistingCustomerSelect
            value={values.customerId}
            onChange={(customerId) => change({ customerId })}
            error={errors.customerId}
          />
        ) : (
          <TextInput
            label="Customer ID"
            withAsterisk
            autoComplete="off"
            value={values.customerId}
            onChange={(event) => change({ customerId: event.currentTarget.value })}
            error={errors.customerId}
            data-testid="new-customer-id"
          />
        )}
        {hasDetails && (
          <Select
            label="Type"
            placeholder="Deposit or withdrawal"
            withAsterisk
            data={TYPE_OPTIONS}
            value={values.type}
            onChange={(type) => change({ type })}
            error={errors.type}
            comboboxProps={{ withinPortal: true }}
            data-testid="customer-type"
          />
        )}
        {hasDetails && kind === 'transaction' && (
          <Select
            label="Customer address"
            placeholder="The customer's own address in this transaction"
            withAsterisk
            searchable
            data={entity.parties ?? []}
            value={values.customerAddress}
            onChange={(customerAddress) => change({ customerAddress })}
            error={errors.customerAddress}
            comboboxProps={{ withinPortal: true }}
            data-testid="customer-address"
          />
        )}
        {/* Errors of fields not shown yet (the id is still short): said once, under the form. */}
        {!hasDetails && (errors.type || errors.customerAddress) && (
          <Text size="sm" c="red" data-testid="hidden-field-errors">
            {[errors.type, errors.customerAddress].filter(Boolean).join(' · ')}
          </Text>
        )}
        <DialogActions
          mt="xs"
          onCancel={onClose}
          label="Add"
          isBusy={isSending}
          isDisabled={isUnsupported}
          isCancelHeldWhileBusy
        />
      </Stack>
    </PlainForm>
  );
}

/** Picks one of the workspace's customers, searched on the server once 5 characters are typed. */
function ExistingCustomerSelect(props: {
  value: string;
  onChange: (customerId: string) => void;
  error: string | undefined;
}) {
  const [search, setSearch] = useState(props.value);
  const [debounced] = useDebouncedValue(search.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const isSearchable = canSearchCustomers(debounced);
  const customers = useCustomerSearch(debounced, isSearchable);
  const options = (customers.data ?? []).map((c) => c.customer_id);
  if (props.value && !options.includes(props.value)) options.unshift(props.value);
  const nothing = !canSearchCustomers(search)
    ? SEARCH_HINT
    : customers.isFetching || search.trim() !== debounced
      ? 'Searching…'
      : NO_RESULTS;
  return (
    <Select
      label="Customer ID"
      placeholder="Search customers"
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched; its answers are shown as they are.
      filter={({ options: all }) => all}
      data={isSearchable || props.value ? options : []}
      nothingFoundMessage={nothing}
      value={props.value || null}
      onChange={(next) => props.onChange(next ?? '')}
      error={props.error}
      comboboxProps={{ withinPortal: true }}
      data-testid="existing-customer"
    />
  );
}
