import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** A search box that searches on Enter, on blur or by its button (spec part 3 §2.7), not on every key. */
export function SearchBox({
  value,
  onSearch,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const search = () => {
    if (text.trim() !== value) onSearch(text.trim());
  };
  return (
    <TextInput
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && search()}
      onBlur={search}
      placeholder={placeholder}
      aria-label={placeholder}
      w={260}
      rightSection={
        <ActionIcon variant="subtle" onClick={search} aria-label="Search">
          <IconSearch size={16} />
        </ActionIcon>
      }
    />
  );
}
