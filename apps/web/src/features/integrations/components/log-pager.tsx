import { Button, Group, Text } from '@mantine/core';

/** Previous / page of pages / Next under a log dialog's table. */
export function LogPager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  const { page, pages, onPage } = props;
  return (
    <Group justify="flex-end" mt="sm">
      <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text size="sm">
        {page} / {pages}
      </Text>
      <Button size="xs" variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
