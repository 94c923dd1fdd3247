import { Center, Loader, Modal, Pagination, Stack, Text } from '@mantine/core';
import { PAGE_SIZE, SHELL_MESSAGES } from '@riskscreen/shared';
import { useState } from 'react';
import { useSearchGroupPage } from '../api.ts';
import { COVERAGE_TITLES, GROUP_TITLES, GROUP_TYPES, type GroupListing } from '../result-groups.ts';
import { useOpenResult } from '../use-open-result.ts';
import { ResultCard } from './result-card.tsx';

type Props = {
  q: string;
  listing: GroupListing | null;
  timeZone: string | undefined;
  onClose: () => void;
};

/** Every result of one group in one coverage group, 10 per page (spec part 1 §2 list preview modal). */
export function ListPreviewModal({ q, listing, timeZone, onClose }: Props) {
  return (
    <Modal
      opened={listing !== null}
      onClose={onClose}
      title={listing ? `${GROUP_TITLES[listing.group]} · ${COVERAGE_TITLES[listing.coverage]}` : ''}
      size="xl"
      data-testid="list-preview-modal"
    >
      {listing && (
        <GroupPages
          key={`${listing.group}:${listing.coverage}`}
          q={q}
          listing={listing}
          timeZone={timeZone}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function GroupPages({ q, listing, timeZone, onClose }: Omit<Props, 'listing'> & { listing: GroupListing }) {
  const [page, setPage] = useState(1);
  const query = useSearchGroupPage(q, GROUP_TYPES[listing.group], listing, page);
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
