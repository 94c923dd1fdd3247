import { Badge, Button, Drawer, Group, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

type Props = {
  /** How many filters apply (shown on the button). */
  activeCount: number;
  onReset: () => void;
  /** The filter fields; each applies as it changes. */
  children: ReactNode;
};

/**
 * A list's filter panel: a 'Filters' button (with how many apply) opening a side panel of filter fields. A panel
 * rather than a bar when a list has more filters than fit beside its search box.
 */
export function FilterPanel({ activeCount, onReset, children }: Props) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant={activeCount > 0 ? 'light' : 'default'}
        leftSection={<IconFilter size={14} />}
        rightSection={
          activeCount > 0 ? (
            <Badge size="xs" circle data-testid="filter-count">
              {activeCount}
            </Badge>
          ) : undefined
        }
        onClick={() => setOpen(true)}
      >
        Filters
      </Button>
      <Drawer
        opened={isOpen}
        onClose={() => setOpen(false)}
        position="right"
        size={380}
        title="Filters"
        data-testid="filter-panel"
      >
        <Stack gap="md">
          {children}
          <Group justify="space-between" mt="sm">
            <Button size="xs" variant="subtle" disabled={activeCount === 0} onClick={onReset}>
              Reset all
            </Button>
            <Button size="xs" onClick={() => setOpen(false)}>
              Done
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
