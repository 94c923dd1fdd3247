import { Button, Group, NumberInput, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { setAlertMuted } from './api.ts';

export const MUTE_DAYS = { min: 1, max: 365, default: 30 } as const;

/** Whether the alert is muted now (muted_until lies ahead). */
export function isMuted(mutedUntil: string | null, now: Date = new Date()): boolean {
  return mutedUntil !== null && new Date(mutedUntil).getTime() > now.getTime();
}

type Props = {
  alertId: number;
  mutedUntil: string | null;
  timeZone: string | undefined;
  onChanged: () => void;
};

/** Mute the alert for 1–365 days (re-screenings add no items meanwhile), or unmute it. */
export function MuteControl({ alertId, mutedUntil, timeZone, onChanged }: Props) {
  const [opened, { close, toggle }] = useDisclosure(false);
  const [days, setDays] = useState<number>(MUTE_DAYS.default);
  const [isSaving, setSaving] = useState(false);
  const isValid = Number.isInteger(days) && days >= MUTE_DAYS.min && days <= MUTE_DAYS.max;

  const save = async (mute: { days: number } | null) => {
    setSaving(true);
    try {
      await setAlertMuted(alertId, mute);
      notifications.show({
        color: 'green',
        message: mute ? `Alert muted for ${mute.days} days` : 'Alert unmuted',
      });
      close();
      onChanged();
    } catch (failure) {
      notifications.show({
        color: 'red',
        message: failure instanceof Error ? failure.message : 'Failed to update',
      });
    } finally {
      setSaving(false);
    }
  };

  if (isMuted(mutedUntil)) {
    return (
      <Group gap={6} data-testid="alert-muted">
        <IconBellOff size={16} color="var(--mantine-color-gray-6)" />
        <Text size="sm" c="dimmed">
          Muted until {formatDate(mutedUntil, timeZone)}
        </Text>
        <Button size="compact-xs" variant="subtle" loading={isSaving} onClick={() => void save(null)}>
          Unmute
        </Button>
      </Group>
    );
  }
  return (
    <Popover
      opened={opened}
      onChange={(isOpen) => !isOpen && close()}
      position="bottom-end"
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconBell size={14} />}
          onClick={toggle}
          data-testid="alert-mute"
        >
          Mute
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={240}>
          <Text size="sm">Re-screenings add no items to this alert while it is muted.</Text>
          <NumberInput
            label="Days"
            min={MUTE_DAYS.min}
            max={MUTE_DAYS.max}
            clampBehavior="strict"
            allowDecimal={false}
            value={days}
            onChange={(value) => setDays(typeof value === 'number' ? value : Number(value))}
            error={isValid ? null : `Enter ${MUTE_DAYS.min} to ${MUTE_DAYS.max} days`}
            data-testid="mute-days"
          />
          <Button size="xs" disabled={!isValid} loading={isSaving} onClick={() => void save({ days })}>
            Mute
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
