import { Center, Loader, Modal, Pagination, Stack, Text } from '@mantine/core';
import { PAGE_SIZE, type SearchGroupName, SHELL_MESSAGES } from '@riskscreen/shared';
import { useState } from 'react';
import { useSearchGroupPage } from '../api.ts';
import { GROUP_TITLES, GROUP_TYPES } from '../result-groups.ts';
import { useOpenResult } from '../use-open-result.ts';
import { ResultCard } from './result-card.tsx';

type Props = {
  q: string;
  group: SearchGroupName | null;
  timeZone: string | undefined;
  onClose: () => void;
};

/** Every result of one group, 10 per page (spec part 1 §2 list preview modal). */
export function ListPreviewModal({ q, group, timeZone, onClose }: Props) {
  return (
    <Modal
      opened={group !== null}
      onClose={onClose}
      title={group ? GROUP_TITLES[group] : ''}
      size="xl"
      data-testid="list-preview-modal"
    >
      {group && <GroupPages key={group} q={q} group={group} timeZone={timeZone} onClose={onClose} />}
    </Modal>
  );
}

function GroupPages({ q, group, timeZone, onClose }: Omit<Props, 'group'> & { group: SearchGroupName }) {
  const [page, setPage] = useState(1);
  const query = useSearchGroupPage(q, GROUP_TYPES[group], group, page);
  const openResult = useOpenResult();
  const pages = Math.ceil((query.data?.count ?? 0) / PAGE_SIZE.listPreview);
  if (query.isLoading) {
    return (
      <Center p="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.error) return <Text c="red">{SHELL_MESSAGES.listError}</Text>;
  return (
    <Stack gap="xs">
      {query.data?.results.map((item) => (
        <ResultCard
          key={`${item.item_type}:${item.currency}:${item.identifier}`}
          item={item}
          timeZone={timeZone}
          onOpen={(opened) => {
            onClose();
            openResult(opened);
          }}
        />
      ))}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          mt="sm"
          data-testid="list-preview-pages"
        />
      )}
    </Stack>
  );
}
