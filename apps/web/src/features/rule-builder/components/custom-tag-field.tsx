import { Select } from '@mantine/core';
import { useCustomTags } from '../api.ts';

/**
 * A custom list (custom tag) of the workspace, searched by name. Locked fields (the rule's tag on edit) still
 * show the chosen tag's name.
 */
export function CustomTagField({
  label,
  hint,
  value,
  error,
  isLocked = false,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number | null;
  error?: string;
  isLocked?: boolean;
  onChange: (value: number | null) => void;
}) {
  const tags = useCustomTags('');
  const data = (tags.data?.results ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }));
  if (value !== null && !data.some((option) => option.value === String(value))) {
    data.push({ value: String(value), label: `Custom tag #${value}` });
  }
  return (
    <Select
      label={label}
      description={hint}
      placeholder={tags.isError ? 'Custom tags could not be loaded' : 'Select a custom tag'}
      data={data}
      value={value === null ? null : String(value)}
      error={error}
      disabled={isLocked}
      searchable
      clearable={!isLocked}
      nothingFoundMessage="No custom tags"
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}

/** The name of a custom tag for the rule sentence, when the workspace's tags are loaded. */
export function useCustomTagName(id: unknown, isNeeded: boolean): string | undefined {
  const tags = useCustomTags('', isNeeded);
  const numeric = typeof id === 'string' ? Number(id) : id;
  return tags.data?.results.find((tag) => tag.id === numeric)?.name;
}
