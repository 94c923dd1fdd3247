import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** A search box that searches as it is typed: once the text is long enough, after a pause. */
export type ListSearchConfig = {
  label: string;
  placeholder: string;
  /** Shorter text (but empty) searches nothing and says so. */
  minLength: number;
  debounceMs: number;
};

/** The hint hangs below the box without taking room in the bar (as the date range's message does). */
const HINT_BELOW = {
  root: { position: 'relative' },
  wrapper: { marginBottom: 0 },
  error: { position: 'absolute', top: '100%', left: 0, marginTop: 2, whiteSpace: 'nowrap', zIndex: 1 },
} as const;

type Props = ListSearchConfig & {
  /** The search applied to the list. */
  value: string;
  onChange: (q: string) => void;
};

/**
 * The list's search box. The typed text is applied after `debounceMs` without typing, when it is empty or has at
 * least `minLength` characters; a change of the applied search from elsewhere (Reset) replaces the typed text.
 */
export function ListSearchBox({ value, onChange, label, placeholder, minLength, debounceMs }: Props) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // The applied search changed from outside: show it (adjusting state while rendering, not in an effect).
  if (value !== applied) {
    setApplied(value);
    if (text.trim() !== value) setText(value);
  }
  const [debounced] = useDebouncedValue(text.trim(), debounceMs);
  const isTooShort = debounced.length > 0 && debounced.length < minLength;
  useEffect(() => {
    if (debounced !== applied && !isTooShort) onChange(debounced);
  }, [debounced, applied, isTooShort, onChange]);
  return (
    <TextInput
      size="xs"
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={14} />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      error={isTooShort ? `Enter at least ${minLength} characters` : undefined}
      styles={HINT_BELOW}
      w={320}
      data-testid="list-search"
    />
  );
}
