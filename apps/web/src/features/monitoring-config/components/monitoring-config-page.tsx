import { Alert, Button, Checkbox, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUTO_RESOLVE_SAVED_MESSAGE, RISK_LEVEL_LABELS } from '@riskscreen/shared';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { RISK_LEVEL_COLOURS } from '../../../components/ui/risk-level-badge.tsx';
import { SettingsSection } from '../../../components/ui/settings-section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePermissions, useProfile } from '../../../lib/profile.ts';
import {
  type AlertLevel,
  useAutoResolveLevels,
  useMonitoringSettings,
  useSaveAutoResolveLevels,
} from '../api.ts';
import { MonitoredAddressesSection } from './monitored-addresses-section.tsx';
import { MonitoredEntitiesSection } from './monitored-entities-section.tsx';
import { MonitoringLevelForm } from './monitoring-level-form.tsx';

/** Highest first, as the other level pickers list them. */
const LEVELS: readonly AlertLevel[] = [5, 4, 3, 2, 1];

const isAlertLevel = (level: number): level is AlertLevel => LEVELS.some((known) => known === level);

/** Each level once, highest first; a level outside 1–5 has no box, so it is left out. */
const toLevels = (levels: readonly number[]): AlertLevel[] =>
  [...new Set(levels.filter(isAlertLevel))].sort((a, b) => b - a);

const failureText = (error: unknown) =>
  (error instanceof ApiError && errorText(error.body)) || 'Something went wrong';

/**
 * /settings/workspace/config: how the workspace's re-screenings treat open alerts — the alert levels they close
 * when the alert's rule no longer fires (spec part 3 §2.11, §7.4; decision 0028).
 */
export function MonitoringConfigPage() {
  const levels = useAutoResolveLevels();
  return (
    <Stack gap="lg" maw={880} data-testid="monitoring-config">
      <div>
        <Title order={2}>Monitoring Config</Title>
        <Text size="sm" c="dimmed">
          How re-screenings of this workspace’s addresses and transactions treat their open alerts.
        </Text>
      </div>
      <SettingsSection
        title="Auto-resolve alerts"
        description="When a re-screening finds that the rule of an open alert no longer fires (say the address was delisted from a sanctions list), the alert is closed automatically into the stage Closed – Auto-resolved, with the reason as its comment. Only alerts at the levels ticked here are closed; alerts at other levels stay open for an analyst."
      >
        {levels.isPending ? (
          <Skeleton height={72} />
        ) : levels.isError ? (
          <Alert color="red" icon={<IconAlertTriangle />} title="Error Loading Data">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{failureText(levels.error)}</Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                loading={levels.isFetching}
                onClick={() => void levels.refetch()}
              >
                Refresh
              </Button>
            </Stack>
          </Alert>
        ) : (
          <AutoResolveForm
            // Saved data starts the form afresh.
            key={levels.dataUpdatedAt}
            saved={toLevels(levels.data.levels)}
          />
        )}
      </SettingsSection>
      <ContinuousMonitoringSections />
    </Stack>
  );
}

/**
 * Continuous monitoring (spec part 3 §2.11): the level and duration, the monitored addresses and the custom
 * monitored entities. Their controls are disabled unless the user may enable continuous monitoring (an admin whose
 * plan has it); the server refuses the same.
 */
function ContinuousMonitoringSections() {
  const profile = useProfile();
  const { isAdmin, isOrgAdmin } = usePermissions();
  const settings = useMonitoringSettings();
  const disabled = !profile.can_enable_continuous_monitoring || !(isAdmin || isOrgAdmin);
  return (
    <>
      {!profile.can_enable_continuous_monitoring && (
        <Alert color="yellow" data-testid="monitoring-unavailable">
          Continuous monitoring is not available on your plan. Please contact support to enable it.
        </Alert>
      )}
      <SettingsSection
        title="Continuous monitoring"
        description="Monitored addresses are screened again when new transfers reach them (or come within the hop limit), when attribution labels are imported and when a rule changes; a change in risk adds alert items with the reason."
      >
        {settings.isPending ? (
          <Skeleton height={120} />
        ) : settings.isError ? (
          <Text size="sm" c="red">
            {failureText(settings.error)}
          </Text>
        ) : (
          <MonitoringLevelForm saved={settings.data} disabled={disabled} />
        )}
      </SettingsSection>
      <SettingsSection
        title="Monitored addresses"
        description="With level Custom only these addresses are monitored; with level Enable an ignored address is left out."
      >
        <MonitoredAddressesSection disabled={disabled} />
      </SettingsSection>
      <SettingsSection
        title="Custom monitored entities"
        description="With level Entity based the addresses attributed to these entities are monitored."
      >
        <MonitoredEntitiesSection disabled={disabled} />
      </SettingsSection>
    </>
  );
}

function AutoResolveForm({ saved }: { saved: AlertLevel[] }) {
  const save = useSaveAutoResolveLevels();
  const [values, setValues] = useState(saved);
  const isChanged = values.join() !== saved.join();

  const submit = async () => {
    try {
      // The saved answer remounts this form (its key), so the toast follows the awaited call, not a callback of
      // the mutation, which would not run once this form is gone.
      await save.mutateAsync(values);
      notifications.show({ color: 'green', message: AUTO_RESOLVE_SAVED_MESSAGE });
    } catch (error) {
      // The ticks stay as they are, to try again.
      notifications.show({ color: 'red', message: failureText(error) });
    }
  };

  return (
    <Stack gap="md">
      <Checkbox.Group
        aria-label="Auto-resolve levels"
        value={values.map(String)}
        onChange={(ticked) => setValues(toLevels(ticked.map(Number)))}
        data-testid="auto-resolve-levels"
      >
        <Group gap="lg">
          {LEVELS.map((level) => (
            <Checkbox
              key={level}
              value={String(level)}
              label={RISK_LEVEL_LABELS[level]}
              color={RISK_LEVEL_COLOURS[level]}
            />
          ))}
        </Group>
      </Checkbox.Group>
      {values.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="auto-resolve-off">
          With no level ticked, auto-resolve is off: every alert stays open until an analyst closes it.
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          onClick={() => void submit()}
          loading={save.isPending}
          disabled={!isChanged}
          data-testid="save-auto-resolve-levels"
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}
