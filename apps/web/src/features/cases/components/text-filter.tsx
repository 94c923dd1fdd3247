import { TextInput } from '@mantine/core';
import { useState } from 'react';

type Props = {
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A text filter applied when the field is left or Enter is pressed (not at each key). */
export function TextFilter({ label, placeholder, value, onChange }: Props) {
  const [text, setText] = useState(value ?? '');
  const apply = () => {
    const next = text.trim() || null;
    if (next !== value) onChange(next);
  };
  return (
    <TextInput
      size="xs"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}
