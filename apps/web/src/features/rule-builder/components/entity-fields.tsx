import { MultiSelect, Select, TagsInput } from '@mantine/core';
import { ENTITY_NAME_LIMITS, ENTITY_SUBTYPES, SENTIMENT_LABELS, TAG_CATEGORIES } from '@riskscreen/shared';

type FieldProps<T> = { label: string; hint?: string; value: T; error?: string; onChange: (value: T) => void };

/** The most entity types or sentiments a condition takes (spec §5). */
const MAX_CHOICES = 2;

/**
 * At the limit the other choices are greyed and the hint says why: a third pick must not vanish without a word.
 */
function limitedChoices<T extends { value: string; label: string }>(
  choices: readonly T[],
  selected: string[],
) {
  const isFull = selected.length >= MAX_CHOICES;
  return {
    data: choices.map((c) => ({ ...c, disabled: isFull && !selected.includes(c.value) })),
    fullNote: isFull ? `${MAX_CHOICES} of ${MAX_CHOICES} chosen: remove one to choose another` : undefined,
  };
}

/** Entity types from the attribution catalogue's 17 categories; up to 2 (spec §5). */
export function EntityTypesField({ label, hint, value, error, onChange }: FieldProps<string[]>) {
  const { data, fullNote } = limitedChoices(
    TAG_CATEGORIES.map((c) => ({ value: c, label: c })),
    value,
  );
  return (
    <MultiSelect
      label={label}
      description={fullNote ?? hint}
      data={data}
      value={value}
      error={error}
      maxValues={MAX_CHOICES}
      searchable
      onChange={onChange}
    />
  );
}

const SUBTYPE_GROUPS = TAG_CATEGORIES.map((category) => ({
  group: category,
  items: ENTITY_SUBTYPES.filter((s) => s.category === category).map((s) => ({
    value: String(s.code),
    label: s.name,
  })),
})).filter((group) => group.items.length > 0);

/** One entity subtype, grouped by its category (spec §5: 1 selection). */
export function EntitySubtypeField({ label, hint, value, error, onChange }: FieldProps<number[]>) {
  return (
    <Select
      label={label}
      description={hint}
      data={SUBTYPE_GROUPS}
      value={value[0] === undefined ? null : String(value[0])}
      error={error}
      searchable
      clearable
      onChange={(next) => onChange(next === null ? [] : [Number(next)])}
    />
  );
}

/** Free-text entity names, added on Enter; trimmed and without duplicates (the schema says which one). */
export function EntityNamesField({ label, hint, value, error, onChange }: FieldProps<string[]>) {
  return (
    <TagsInput
      label={label}
      description={hint}
      value={value}
      error={error}
      splitChars={[]}
      maxLength={ENTITY_NAME_LIMITS.length}
      maxTags={ENTITY_NAME_LIMITS.count}
      clearable
      onChange={(names) => onChange(names.map((name) => name.trim()).filter(Boolean))}
    />
  );
}

const SENTIMENT_CHOICES = Object.entries(SENTIMENT_LABELS).map(([value, text]) => ({ value, label: text }));

/** Counterparty sentiments; up to 2. */
export function SentimentsField({ label, hint, value, error, onChange }: FieldProps<number[]>) {
  const selected = value.map(String);
  const { data, fullNote } = limitedChoices(SENTIMENT_CHOICES, selected);
  return (
    <MultiSelect
      label={label}
      description={fullNote ?? hint}
      data={data}
      value={selected}
      error={error}
      maxValues={MAX_CHOICES}
      onChange={(next) => onChange(next.map(Number))}
    />
  );
}
