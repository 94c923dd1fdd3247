import { Box, Button, FileButton, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { UPLOAD_MESSAGES, type UploadFileTypeValue } from '@riskscreen/shared';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import type { UploadProgress } from '../../../lib/upload-request.ts';
import { downloadSample, useUploadFile } from '../api.ts';
import { ACCEPT, isAcceptableFile } from '../file-choice.ts';
import { UploadProgressBar } from './upload-progress.tsx';

/** The file types a user may upload; custom lists only for workspace admins (they change the lists). */
const TYPES: { value: UploadFileTypeValue; label: string; adminOnly?: boolean }[] = [
  { value: 0, label: 'Addresses' },
  { value: 1, label: 'Transactions' },
  { value: 6, label: 'Custom List', adminOnly: true },
];

/** Choose a type and a file (picker or drop), download the type's sample templates, and upload. */
export function UploadForm({ isAdmin }: { isAdmin: boolean }) {
  const types = TYPES.filter((t) => isAdmin || !t.adminOnly);
  const [fileType, setFileType] = useState<UploadFileTypeValue>(0);
  const [file, setFile] = useState<File | null>(null);
  const [isDragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useUploadFile();
  const typeLabel = TYPES.find((t) => t.value === fileType)?.label ?? '';

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    if (!isAcceptableFile(chosen)) {
      notifications.show({ color: 'red', message: UPLOAD_MESSAGES.dropRefused });
      return;
    }
    setFile(chosen);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = event.dataTransfer.files;
    if (files.length !== 1) {
      notifications.show({ color: 'red', message: UPLOAD_MESSAGES.dropRefused });
      return;
    }
    choose(files.item(0));
  };
  const submit = () => {
    if (!file) return;
    setProgress({ sent: 0, total: file.size });
    upload.mutate(
      { file, fileType, onProgress: setProgress },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: UPLOAD_MESSAGES.uploaded });
          setFile(null);
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: (error instanceof ApiError && errorText(error.body)) || UPLOAD_MESSAGES.notUploaded,
          }),
      },
    );
  };
  const sample = async (extension: 'csv' | 'xls') => {
    try {
      await downloadSample(fileType, extension);
      notifications.show({ color: 'green', message: UPLOAD_MESSAGES.sampleDownloaded(typeLabel) });
    } catch {
      notifications.show({ color: 'red', message: UPLOAD_MESSAGES.sampleFailed });
    }
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="File type"
        value={String(fileType)}
        onChange={(value) => setFileType(Number(value) as UploadFileTypeValue)}
        data={types.map((t) => ({ value: String(t.value), label: t.label }))}
      />
      <Box
        data-testid="upload-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        p="lg"
        style={{
          border: `2px dashed var(--mantine-color-${isDragging ? 'blue-5' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
          background: isDragging ? 'var(--mantine-color-blue-0)' : undefined,
          textAlign: 'center',
        }}
      >
        <Stack gap={6} align="center">
          <IconFileSpreadsheet size={32} stroke={1.5} color="var(--mantine-color-gray-6)" />
          <Text size="sm">
            {file ? (
              <Text span fw={600} data-testid="chosen-file">
                {file.name}
              </Text>
            ) : (
              'Drop a .csv, .xls or .xlsx file here (at most 10,000 rows, 5 MB)'
            )}
          </Text>
          <FileButton onChange={choose} accept={ACCEPT}>
            {(props) => (
              <Button {...props} variant="default" size="xs">
                Choose file
              </Button>
            )}
          </FileButton>
        </Stack>
      </Box>
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Sample {typeLabel} template:
          </Text>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() => sample('csv')}
          >
            CSV
          </Button>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() => sample('xls')}
          >
            XLS
          </Button>
        </Group>
        <Button
          leftSection={<IconUpload size={16} />}
          disabled={!file}
          loading={upload.isPending}
          onClick={submit}
        >
          Upload
        </Button>
      </Group>
      {upload.isPending && <UploadProgressBar progress={progress} />}
    </Stack>
  );
}
