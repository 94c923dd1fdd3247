import { Badge, Button, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DOWNLOAD_STATUS_LABELS,
  type DownloadItem,
  DownloadStatus,
  PAGE_SIZE,
  SHELL_MESSAGES,
} from '@riskscreen/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { SIDE_PANELS, SidePanel, type SidePanelProps } from '../../../components/layout/side-panel.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useProfile } from '../../../lib/profile.ts';
import { saveDownload } from '../../../lib/queued-download.ts';
import { useDownloads } from '../api.ts';

/** Title over 50 characters and the request id over 14 are cut (spec part 1 §2), the whole shown on hover. */
const TITLE_MAX = 50;
const ID_MAX = 14;

const STATUS_COLORS: Record<DownloadStatus, string> = {
  [DownloadStatus.Pending]: 'gray',
  [DownloadStatus.Processing]: 'blue',
  [DownloadStatus.Complete]: 'green',
  [DownloadStatus.Failed]: 'red',
};

function Truncated({ text, max }: { text: string; max: number }) {
  if (text.length <= max) return <Text size="sm">{text}</Text>;
  return (
    <Tooltip label={text} multiline maw={400}>
      <Text size="sm">{`${text.slice(0, max)}…`}</Text>
    </Tooltip>
  );
}

/**
 * Saves the file through a fresh signed link, fetched with the user's credentials: the link opens for the member
 * it was made for only, so it is fetched here rather than opened in a tab that would carry no credentials.
 */
async function openDownload(item: DownloadItem) {
  try {
    await saveDownload(item.id, item.title);
  } catch {
    notifications.show({ color: 'red', message: SHELL_MESSAGES.downloadLinkFailed });
  }
}

/** The Download Manager (1000 px, spec part 1 §2): the workspace's requested exports and their files. */
export function DownloadManagerPanel({ opened, onClose }: SidePanelProps) {
  const profile = useProfile();
  const [page, setPage] = useState(1);
  const downloads = useDownloads((page - 1) * PAGE_SIZE.downloads, opened);
  return (
    <SidePanel opened={opened} onClose={onClose} {...SIDE_PANELS.downloads}>
      <Stack gap="sm">
        <DataTable<DownloadItem>
          {...pagedQueryTable(
            downloads,
            { page, pageSize: PAGE_SIZE.downloads, onPageChange: setPage },
            downloads.isPending,
          )}
          rowKey={(item) => item.id}
          columns={[
            {
              key: 'title',
              header: 'Title',
              render: (item) => <Truncated text={item.title} max={TITLE_MAX} />,
            },
            {
              key: 'format',
              header: 'Format',
              width: 90,
              render: (item) => (
                <Badge variant="outline" color="gray" data-testid="download-format">
                  {item.format}
                </Badge>
              ),
            },
            {
              key: 'id',
              header: 'Request ID',
              width: 150,
              render: (item) => <Truncated text={item.id} max={ID_MAX} />,
            },
            {
              key: 'status',
              header: 'Status',
              width: 120,
              render: (item) => (
                <Badge variant="light" color={STATUS_COLORS[item.status as DownloadStatus] ?? 'gray'}>
                  {DOWNLOAD_STATUS_LABELS[item.status as DownloadStatus] ?? String(item.status)}
                </Badge>
              ),
            },
            {
              key: 'requested_by',
              header: 'Requested By',
              render: (item) => <Text size="sm">{item.requested_by}</Text>,
            },
            {
              key: 'created_at',
              header: 'Created At',
              width: 170,
              render: (item) => <Text size="sm">{formatDateTime(item.created_at, profile.timezone)}</Text>,
            },
            {
              key: 'link',
              header: 'Link',
              width: 120,
              render: (item) =>
                item.status === DownloadStatus.Complete ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconDownload size={14} />}
                    onClick={() => openDownload(item)}
                  >
                    Download
                  </Button>
                ) : null,
            },
          ]}
        />
      </Stack>
    </SidePanel>
  );
}
