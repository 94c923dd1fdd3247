import { Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CASE_MESSAGES } from '@riskscreen/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { shortCaseName } from '../../components/associated-cases/index.ts';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { routes } from '../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';
import {
  type AddToCaseValues,
  addedMessage,
  addToCaseErrors,
  type CaseChoice,
  type CaseEntities,
  canSearchCases,
  NO_RESULTS,
  SEARCH_HINT,
} from './add-to-case-rules.ts';
import { addToExistingCase, createCaseWith, useCaseSearch } from './api.ts';

const CHOICES: { value: CaseChoice; label: string }[] = [
  { value: 'new', label: 'New Case' },
  { value: 'existing', label: 'Existing Case' },
];

type Props = {
  /** What goes into the case: screened address, transaction or customer ids. */
  entities: CaseEntities;
  /** Named in the title ('Add Address to Case'). */
  title: string;
  onClose: () => void;
  /** After the entities were added (the list clears its selection). */
  onDone?: () => void;
};

/**
 * Add to Case (spec part 2 §5): a new case (its name required) or an existing one (searched from 3 characters,
 * 500 ms after the last key). A new case opens once created; adding to an existing one says so and stays.
 */
export function AddToCaseModal({ entities, title, onClose, onDone }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  const [values, setValues] = useState<AddToCaseValues>({ choice: 'new', name: '', caseId: null });
  const [search, setSearch] = useState('');
  const [isTried, setTried] = useState(false);
  const [serverName, setServerName] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);
  const found = useCaseSearch(search);
  const errors = isTried ? addToCaseErrors(values) : {};
  const set = (patch: Partial<AddToCaseValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async () => {
    setTried(true);
    if (Object.keys(addToCaseErrors(values)).length > 0) return;
    setSending(true);
    try {
      if (values.choice === 'new') {
        const id = await createCaseWith(values.name.trim(), entities);
        notifications.show({ color: 'green', message: CASE_MESSAGES.created });
        await queryClient.invalidateQueries();
        onDone?.();
        onClose();
        navigate(withWorkspace(routes.case({ id }), workspace));
      } else if (values.caseId !== null) {
        await addToExistingCase(values.caseId, entities);
        notifications.show({ color: 'green', message: addedMessage(entities) });
        await queryClient.invalidateQueries();
        onDone?.();
        onClose();
      }
    } catch (error) {
      if (error instanceof ApiError && values.choice === 'new') {
        // A server error on the name shows on the field; each field error is also its own toast (spec part 2 §5).
        const fields = error.fieldErrors;
        if (fields.name) setServerName(fields.name);
        const messages = Object.values(fields);
        for (const message of messages.length > 0 ? messages : [errorText(error.body, true)]) {
          notifications.show({ color: 'red', message });
        }
      } else {
        const message = error instanceof ApiError ? errorText(error.body, true) : 'Something went wrong';
        notifications.show({ color: 'red', message });
      }
    } finally {
      setSending(false);
    }
  };

  const options = (found.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.case_id} · ${shortCaseName(c.name)}`,
  }));
  const nothingFound = !canSearchCases(search) ? SEARCH_HINT : found.isFetching ? 'Searching…' : NO_RESULTS;

  return (
    <Modal opened onClose={onClose} title={title} centered data-testid="add-to-case">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          data={CHOICES}
          value={values.choice}
          onChange={(choice) => set({ choice: choice as CaseChoice })}
          data-testid="case-choice"
        />
        {values.choice === 'new' ? (
          <TextInput
            label="Case Name"
            withAsterisk
            placeholder="Name of the new case"
            value={values.name}
            onChange={(event) => {
              set({ name: event.currentTarget.value });
              setServerName(undefined);
            }}
            error={errors.name ?? serverName}
            data-autofocus
            data-testid="case-name-input"
          />
        ) : (
          <Select
            label="Case"
            withAsterisk
            placeholder="Search by case ID or name"
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            // The server searches; its answers are shown as they are.
            filter={({ options: all }) => all}
            data={options}
            value={values.caseId === null ? null : String(values.caseId)}
            onChange={(value) => set({ caseId: value === null ? null : Number(value) })}
            nothingFoundMessage={nothingFound}
            error={errors.caseId}
            comboboxProps={{ withinPortal: true }}
            data-testid="case-search"
          />
        )}
        <DialogActions
          gap="xs"
          onCancel={onClose}
          label={values.choice === 'new' ? 'Create Case' : 'Add to Case'}
          onConfirm={() => void submit()}
          isBusy={isSending}
          testId="add-to-case-submit"
          isCancelHeldWhileBusy
        />
      </Stack>
    </Modal>
  );
}
