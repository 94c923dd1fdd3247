import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAGE_SIZE, type UploadedFileDto, UploadStatus } from '@riskscreen/shared';
import { IconDownload, IconFileCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { downloadUploadFile, useUploadHistory } from '../api.ts';
import { UploadStatusCell } from './upload-status.tsx';

const hasResponse = (file: UploadedFileDto) =>
  file.status === UploadStatus.PartiallyDone || file.status === UploadStatus.Complete;

async function save(file: UploadedFileDto, kind: 'crypto' | 'response') {
  try {
    await downloadUploadFile(file, kind);
  } catch (error) {
    notifications.show({
      color: 'red',
      message: (error instanceof ApiError && errorText(error.body)) || 'Download failed. Please try again.',
    });
  }
}

/** The workspace's uploads, newest first, 25 a page, refreshed while any is queued or in progress. */
export function UploadHistory({ enabled, timeZone }: { enabled: boolean; timeZone: string | undefined }) {
  const [page, setPage] = useState(1);
  const history = useUploadHistory((page - 1) * PAGE_SIZE.uploads, enabled);
  return (
    <DataTable<UploadedFileDto>
      {...pagedQueryTable(
        history,
        { page, pageSize: PAGE_SIZE.uploads, onPageChange: setPage },
        history.isPending,
      )}
      rowKey={(file) => file.uuid}
      isDense
      columns={[
        {
          key: 'file',
          header: 'File Name',
          render: (file) => (
            <Text size="xs" fw={500} style={{ wordBreak: 'break-all' }}>
              {file.crypto_file_name}
            </Text>
          ),
        },
        { key: 'status', header: 'Status', width: 190, render: (file) => <UploadStatusCell file={file} /> },
        {
          key: 'stats',
          header: 'Risk Stats',
          render: (file) => (
            <Group gap={4}>
              {file.stats.map((stat) => (
                <Group key={stat.risk_level} gap={2} wrap="nowrap">
                  <RiskLevelTag level={stat.risk_level} size="xs" />
                  <Text size="xs">{stat.count}</Text>
                </Group>
              ))}
            </Group>
          ),
        },
        {
          key: 'created_at',
          header: 'Created At',
          width: 150,
          render: (file) => <Text size="xs">{formatDateTime(file.created_at, timeZone)}</Text>,
        },
        {
          key: 'download',
          header: 'Download',
          width: 200,
          // Labelled buttons, not bare icons: which file each one gives is read, not guessed.
          render: (file) => (
            <Group gap={4} wrap="nowrap">
              <Button
                variant="subtle"
                size="compact-xs"
                leftSection={<IconDownload size={14} />}
                onClick={() => save(file, 'crypto')}
              >
                Uploaded file
              </Button>
              {hasResponse(file) && (
                <Button
                  variant="subtle"
                  color="green"
                  size="compact-xs"
                  leftSection={<IconFileCheck size={14} />}
                  onClick={() => save(file, 'response')}
                >
                  Response file
                </Button>
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}
