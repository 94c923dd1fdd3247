import '@mantine/dates/styles.css';
import { Button, Group, Popover, Select, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import {
  customRangeError,
  type DayRange,
  EARLIEST_DAY,
  type Period,
  PRESETS,
  type Preset,
  periodRange,
  type RangePreset,
} from '../date-range.ts';

type Props = { period: Period; today: string; onChange: (period: Period) => void };

/** 'Nov 20, 2026' from '2026-11-20' (a calendar day: no time zone shift). */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The presets, and Custom: a range chosen on a calendar from 2010 through today, applied as a whole. */
export function PeriodPicker({ period, today, onChange }: Props) {
  const [isPicking, setPicking] = useState(false);
  const range = periodRange(period, today);
  const choose = (value: string | null) => {
    if (!value) return;
    if (value === 'custom') setPicking(true);
    else onChange({ preset: value as RangePreset });
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Popover opened={isPicking} onChange={setPicking} position="bottom-end" shadow="md" trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconCalendar size={16} />}
            onClick={() => setPicking((open) => !open)}
            data-testid="period-range"
          >
            {dayText(range.start)} – {dayText(range.end)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <CustomRange
            initial={range}
            today={today}
            onApply={(custom) => {
              setPicking(false);
              onChange({ preset: 'custom', range: custom });
            }}
          />
        </Popover.Dropdown>
      </Popover>
      <Select
        aria-label="Time period"
        data={PRESETS.map((p) => ({ value: p.value, label: p.label }))}
        value={period.preset satisfies Preset}
        onChange={choose}
        allowDeselect={false}
        w={160}
        data-testid="period-preset"
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}

/** The first day of the month before the day's ('2026-11-26' → '2026-10-01'), not before 2010. */
function monthBefore(day: string): string {
  const [y = 2010, m = 1] = day.split('-').map(Number);
  const first = m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
  // ISO days compare as text.
  if (first < EARLIEST_DAY) return EARLIEST_DAY;
  return first;
}

function CustomRange({
  initial,
  today,
  onApply,
}: {
  initial: DayRange;
  today: string;
  onApply: (range: DayRange) => void;
}) {
  const [value, setValue] = useState<[string | null, string | null]>([initial.start, initial.end]);
  const draft = { start: value[0], end: value[1] };
  const error = customRangeError(draft, today);
  return (
    <Stack gap="xs" data-testid="custom-range">
      <DatePicker
        type="range"
        allowSingleDateInRange
        value={value}
        onChange={setValue}
        minDate={EARLIEST_DAY}
        maxDate={today}
        // The range's last month on the right: the month after it is usually all in the future.
        defaultDate={monthBefore(initial.end)}
        numberOfColumns={2}
      />
      <Group justify="space-between">
        <Text size="xs" c={value[0] && value[1] && error ? 'red' : 'dimmed'}>
          {value[0] && value[1] && error ? error : 'From 2010 through today'}
        </Text>
        <Button
          size="xs"
          disabled={error !== null}
          onClick={() => draft.start && draft.end && onApply({ start: draft.start, end: draft.end })}
          data-testid="custom-range-apply"
        >
          Apply
        </Button>
      </Group>
    </Stack>
  );
}
