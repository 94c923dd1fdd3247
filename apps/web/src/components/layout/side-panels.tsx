import { Stack, Text } from '@mantine/core';
import { PAGE_SIZE } from '@riskscreen/shared';
import { DataTable } from '../ui/data-table.tsx';
import { SIDE_PANELS, SidePanel, type SidePanelProps } from './side-panel.tsx';

type Empty = { id: number };
const none = (): string => '';

/** Download manager (1000 px): requested exports. Its list arrives with the download issue. */
export function DownloadManagerPanel({ opened, onClose }: SidePanelProps) {
  return (
    <SidePanel opened={opened} onClose={onClose} {...SIDE_PANELS.downloads}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Requested exports appear here; a link shows when an export is complete (up to {PAGE_SIZE.downloads}{' '}
          per page).
        </Text>
        <DataTable<Empty>
          rows={[]}
          rowKey={(r) => r.id}
          columns={[
            { key: 'title', header: 'Title', render: none },
            { key: 'status', header: 'Status', render: none },
            { key: 'requested_by', header: 'Requested By', render: none },
            { key: 'created_at', header: 'Created At', render: none },
            { key: 'link', header: 'Link', render: none },
          ]}
        />
      </Stack>
    </SidePanel>
  );
}

/** File upload (800 px): addresses, transactions or custom list files. Its form arrives with the upload issue. */
export function FileUploadPanel({ opened, onClose }: SidePanelProps) {
  return (
    <SidePanel opened={opened} onClose={onClose} {...SIDE_PANELS.uploads}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Upload history ({PAGE_SIZE.uploads} per page).
        </Text>
        <DataTable<Empty>
          rows={[]}
          rowKey={(r) => r.id}
          columns={[
            { key: 'file', header: 'File', render: none },
            { key: 'status', header: 'Status', render: none },
            { key: 'rows', header: 'Rows', render: none },
            { key: 'created_at', header: 'Uploaded At', render: none },
          ]}
        />
      </Stack>
    </SidePanel>
  );
}
