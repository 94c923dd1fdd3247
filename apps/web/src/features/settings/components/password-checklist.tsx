import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

export type Checklist = { minLength: boolean; hasNumber: boolean; matches: boolean };

const ITEMS: { key: keyof Checklist; label: string }[] = [
  { key: 'minLength', label: 'At least 8 characters' },
  { key: 'hasNumber', label: 'At least 1 numeric character' },
  { key: 'matches', label: 'Both passwords match' },
];

/** The live rules of a new password; each line turns green once it holds. */
export function PasswordChecklist({ checklist }: { checklist: Checklist }) {
  return (
    <List spacing={4} size="sm" aria-label="Password requirements">
      {ITEMS.map(({ key, label }) => {
        const ok = checklist[key];
        return (
          <List.Item
            key={key}
            data-met={ok}
            c={ok ? 'teal.7' : 'dimmed'}
            icon={
              <ThemeIcon color={ok ? 'teal' : 'gray'} variant="light" size={18} radius="xl">
                {ok ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            {label}
          </List.Item>
        );
      })}
    </List>
  );
}
