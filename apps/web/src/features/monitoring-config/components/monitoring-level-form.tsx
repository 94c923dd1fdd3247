import { Group, Radio, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContinuousMonitoringSettings, MONITORING_MESSAGES } from '@riskscreen/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveMonitoringSettings } from '../api.ts';

const LEVELS = [
  { value: '0', label: 'Disable', hint: 'Nothing is monitored.' },
  { value: '1', label: 'Enable', hint: 'Every screened address, unless it is deactivated (ignored).' },
  { value: '2', label: 'Custom', hint: 'Only the addresses on the monitored addresses list.' },
  { value: '3', label: 'Entity based', hint: 'The addresses attributed to the custom monitored entities.' },
] as const;
const DURATIONS = [
  { value: '30', label: '30 days' },
  { value: '60', label: '60 days' },
  { value: '90', label: '90 days' },
  { value: 'indefinite', label: 'Indefinitely' },
];

const serverText = (error: unknown, fallback: string) =>
  (error instanceof ApiError && errorText(error.body)) || fallback;

/**
 * The continuous monitoring level (0 disable, 1 enable, 2 custom, 3 entity based) and how long an address stays
 * monitored (spec part 3 §2.11, §4.7): each choice is saved at once, with the spec's toast; a failed save shows
 * the server's message and the stored choice again.
 */
export function MonitoringLevelForm({
  saved,
  disabled,
}: {
  saved: ContinuousMonitoringSettings;
  disabled: boolean;
}) {
  const save = useSaveMonitoringSettings();
  const saveLevel = async (value: string) => {
    try {
      await save.mutateAsync({ continuous_monitoring_level: Number(value) as 0 | 1 | 2 | 3 });
      notifications.show({ color: 'green', message: MONITORING_MESSAGES.levelSaved });
    } catch (error) {
      notifications.show({ color: 'red', message: serverText(error, MONITORING_MESSAGES.levelFailed) });
    }
  };
  const saveDays = async (value: string | null) => {
    if (value === null) return;
    try {
      const days = value === 'indefinite' ? null : (Number(value) as 30 | 60 | 90);
      await save.mutateAsync({ continuous_monitoring_days: days });
      notifications.show({ color: 'green', message: MONITORING_MESSAGES.durationSaved });
    } catch (error) {
      notifications.show({ color: 'red', message: serverText(error, MONITORING_MESSAGES.durationFailed) });
    }
  };
  return (
    <Stack gap="md">
      <Radio.Group
        label="Continuous monitoring level"
        value={String(saved.continuous_monitoring_level)}
        onChange={(value) => void saveLevel(value)}
        data-testid="monitoring-level"
      >
        <Stack gap="xs" mt="xs">
          {LEVELS.map((level) => (
            <Radio
              key={level.value}
              value={level.value}
              label={level.label}
              description={level.hint}
              disabled={disabled || save.isPending}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group align="flex-end">
        <Select
          label="Monitoring duration"
          data={DURATIONS}
          value={
            saved.continuous_monitoring_days === null
              ? 'indefinite'
              : String(saved.continuous_monitoring_days)
          }
          onChange={(value) => void saveDays(value)}
          allowDeselect={false}
          disabled={disabled || save.isPending}
          w={200}
          data-testid="monitoring-duration"
        />
        <Text size="xs" c="dimmed" pb={8}>
          Counted from an address’s first screening (level 1) or from when it or its entity was listed.
        </Text>
      </Group>
    </Stack>
  );
}
