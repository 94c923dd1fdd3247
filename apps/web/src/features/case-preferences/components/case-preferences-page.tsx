import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CASE_MESSAGES, CASE_ROLE_MAX_MEMBERS, type CaseUser, RISK_LEVEL_LABELS } from '@riskscreen/shared';
import { useState } from 'react';
import { SettingsSection } from '../../../components/ui/settings-section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useCasePreferences, useSaveCasePreferences } from '../api.ts';
import { type CasePreferences, isChanged, sortLevels, toPreferences } from '../preferences-form.ts';

const LEVELS = ([5, 4, 3, 2, 1] as const).map((level) => ({
  value: String(level),
  label: RISK_LEVEL_LABELS[level],
}));
const ASSIGNMENT = [
  { value: '0', label: 'Manual' },
  { value: '1', label: 'Round Robin' },
  { value: '2', label: 'Least Outstanding' },
];
/**
 * The spec's empty-agents message sends people here (Settings -> Case Preference -> Case Agents); on this page it
 * says what to do instead.
 */
const NO_AGENTS_YET = `No case agents yet. Choose up to ${CASE_ROLE_MAX_MEMBERS} members above, then Update.`;

const APPROVER_ASSIGNMENT = [
  { value: '0', label: 'Round Robin' },
  { value: '1', label: 'Least Outstanding' },
];

/** /settings/workspace/case: how the workspace's cases are opened, assigned and approved (spec part 3 §2.6). */
export function CasePreferencesPage() {
  const preferences = useCasePreferences();
  return (
    <Stack gap="lg" maw={880} data-testid="case-preferences">
      <Title order={2}>Case Preferences</Title>
      {preferences.isPending ? (
        <Skeleton height={420} />
      ) : preferences.isError ? (
        <Alert color="red" title="Error Loading Data">
          {(preferences.error instanceof ApiError && errorText(preferences.error.body)) ||
            'Something went wrong'}
        </Alert>
      ) : (
        <PreferencesForm
          // Saved data starts the form afresh.
          key={preferences.dataUpdatedAt}
          saved={toPreferences(preferences.data)}
          users={preferences.data.users}
        />
      )}
    </Stack>
  );
}

function PreferencesForm({ saved, users }: { saved: CasePreferences; users: readonly CaseUser[] }) {
  const save = useSaveCasePreferences();
  const [values, setValues] = useState(saved);
  const [isSaving, setSaving] = useState(false);
  const set = (patch: Partial<CasePreferences>) => setValues((v) => ({ ...v, ...patch }));
  const memberOption = (u: CaseUser) => ({ value: String(u.user_id), label: u.full_name || u.email });
  // One case role each: an agent is not offered as an approver, nor the other way round.
  const agentOptions = users.filter((u) => !values.approvers.includes(u.user_id)).map(memberOption);
  const approverOptions = users.filter((u) => !values.agents.includes(u.user_id)).map(memberOption);

  const submit = async () => {
    setSaving(true);
    try {
      await save(saved, values, users);
      notifications.show({ color: 'green', message: CASE_MESSAGES.preferencesUpdated });
    } catch (error) {
      const message = (error instanceof ApiError && errorText(error.body)) || 'Something went wrong';
      notifications.show({ color: 'red', message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <SettingsSection
        title="Auto-create cases"
        description="An alert at one of these levels opens a case, or joins the open case of its entity."
      >
        <Checkbox.Group
          value={values.levels.map(String)}
          onChange={(levels) => set({ levels: sortLevels(levels.map(Number)) })}
          data-testid="auto-create-levels"
        >
          <Group gap="lg">
            {LEVELS.map((level) => (
              <Checkbox key={level.value} value={level.value} label={level.label} />
            ))}
          </Group>
        </Checkbox.Group>
      </SettingsSection>
      <SettingsSection
        title="Case Agents"
        description={`Members who work cases, at most ${CASE_ROLE_MAX_MEMBERS}.`}
      >
        <MultiSelect
          label="Case Agents"
          placeholder={values.agents.length < CASE_ROLE_MAX_MEMBERS ? 'Choose members' : undefined}
          searchable
          data={agentOptions}
          value={values.agents.map(String)}
          onChange={(ids) => set({ agents: ids.map(Number) })}
          maxValues={CASE_ROLE_MAX_MEMBERS}
          comboboxProps={{ withinPortal: true }}
          data-testid="agent-picker"
        />
        {values.agents.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="empty-agents">
            {NO_AGENTS_YET}
          </Text>
        )}
        <Radio.Group
          label="Case Assignment"
          value={String(values.assignmentType)}
          onChange={(value) => set({ assignmentType: Number(value) })}
        >
          <Group gap="lg" mt={6}>
            {ASSIGNMENT.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Group>
        </Radio.Group>
      </SettingsSection>
      <SettingsSection
        title="Approval Flow"
        description="With Mandatory approval, closing a case sends it to an approver."
      >
        <Radio.Group
          value={values.isMandatory ? 'mandatory' : 'regular'}
          onChange={(value) => set({ isMandatory: value === 'mandatory' })}
          aria-label="Approval Flow"
        >
          <Group gap="lg">
            <Radio value="regular" label="Regular" />
            <Radio value="mandatory" label="Mandatory" data-testid="mandatory-approval" />
          </Group>
        </Radio.Group>
        {values.isMandatory && (
          <>
            <Radio.Group
              label="Approver Assignment"
              value={String(values.approverAssignmentType)}
              onChange={(value) => set({ approverAssignmentType: Number(value) })}
            >
              <Group gap="lg" mt={6}>
                {APPROVER_ASSIGNMENT.map((o) => (
                  <Radio key={o.value} value={o.value} label={o.label} />
                ))}
              </Group>
            </Radio.Group>
            <MultiSelect
              label="Approvers"
              placeholder={values.approvers.length < CASE_ROLE_MAX_MEMBERS ? 'Choose members' : undefined}
              searchable
              data={approverOptions}
              value={values.approvers.map(String)}
              onChange={(ids) => set({ approvers: ids.map(Number) })}
              maxValues={CASE_ROLE_MAX_MEMBERS}
              comboboxProps={{ withinPortal: true }}
              data-testid="approver-picker"
            />
          </>
        )}
      </SettingsSection>
      <Group justify="flex-end">
        <Button
          onClick={() => void submit()}
          loading={isSaving}
          disabled={!isChanged(saved, values)}
          data-testid="save-case-preferences"
        >
          Update
        </Button>
      </Group>
    </Stack>
  );
}
