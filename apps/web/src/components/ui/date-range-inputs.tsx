import { TextInput } from '@mantine/core';
import { useState } from 'react';

/** The server's word for a reversed range (apps/server/src/lib/date-range.ts), said before anything is sent. */
export const REVERSED_RANGE = 'The end date cannot precede the start date.';

export type DateRange = { start: string | null; end: string | null };

/** Whether both ends are set and the end comes first (ISO days compare as text). */
export function isReversedRange({ start, end }: DateRange): boolean {
  return start !== null && end !== null && end < start;
}

/**
 * The message hangs below the end input without taking room in the filter bar, whose fields line up at their
 * bottom edge: in the flow it would lift this input above its neighbours.
 */
const ERROR_BELOW = {
  root: { position: 'relative' },
  // Mantine leaves room under an input with an error: none here, the message hangs below.
  wrapper: { marginBottom: 0 },
  error: { position: 'absolute', top: '100%', left: 0, marginTop: 2, whiteSpace: 'nowrap', zIndex: 1 },
} as const;

type Props = {
  /** The applied range: what the list is filtered by. */
  start: string | null;
  end: string | null;
  startLabel: string;
  endLabel: string;
  /** Called only with a range that is in order: a reversed one stays in the inputs with its message. */
  onChange: (range: DateRange) => void;
  width?: number;
};

/**
 * A From/To pair of date inputs for a filter bar. A reversed range is not applied (no request that would answer
 * 400): the inputs keep it and the message shows under the end date until it is put right. A change of the
 * applied range from outside (Reset all) starts the inputs afresh.
 */
export function DateRangeInputs(props: Props) {
  return <RangeDraft key={`${props.start ?? ''}|${props.end ?? ''}`} {...props} />;
}

function RangeDraft({ start, end, startLabel, endLabel, onChange, width = 150 }: Props) {
  const [draft, setDraft] = useState<DateRange>({ start, end });
  const isReversed = isReversedRange(draft);
  const change = (patch: Partial<DateRange>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!isReversedRange(next)) onChange(next);
  };
  return (
    <>
      <TextInput
        type="date"
        size="xs"
        label={startLabel}
        value={draft.start ?? ''}
        max={draft.end ?? undefined}
        error={isReversed}
        onChange={(event) => change({ start: event.currentTarget.value || null })}
        w={width}
      />
      <TextInput
        type="date"
        size="xs"
        label={endLabel}
        value={draft.end ?? ''}
        min={draft.start ?? undefined}
        error={isReversed ? REVERSED_RANGE : undefined}
        onChange={(event) => change({ end: event.currentTarget.value || null })}
        w={width}
        styles={ERROR_BELOW}
      />
    </>
  );
}
