import { Group, Progress, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { type UploadedFileDto, UploadStatus } from '@riskscreen/shared';
import { IconAlertTriangle, IconClock, IconX } from '@tabler/icons-react';

function Counts({ file }: { file: UploadedFileDto }) {
  return (
    <Stack gap={0} data-testid="upload-counts">
      <Text size="xs" c="green.8" fw={600}>
        Succeeded: {file.successful_row_count}
      </Text>
      <Text size="xs" c="red.8" fw={600}>
        Failed: {file.failed_row_count}
      </Text>
    </Stack>
  );
}

/**
 * An upload's status (spec part 1 §9): queued, a grey icon; in progress, processed over total; partially done, a
 * warning with the counts; failed, a red mark; complete, the Succeeded and Failed counts.
 */
export function UploadStatusCell({ file }: { file: UploadedFileDto }) {
  switch (file.status) {
    case UploadStatus.Queued:
      return (
        <Group gap={6}>
          <ThemeIcon color="gray" variant="light" size="sm" radius="xl">
            <IconClock size={14} />
          </ThemeIcon>
          <Text size="xs" c="dimmed">
            Queued
          </Text>
        </Group>
      );
    case UploadStatus.InProgress:
      return (
        <Stack gap={4} data-testid="upload-progress">
          <Text size="xs">
            {file.processed_row_count} / {file.total_row_count}
          </Text>
          <Progress
            size="sm"
            value={file.total_row_count ? (100 * file.processed_row_count) / file.total_row_count : 0}
          />
        </Stack>
      );
    case UploadStatus.PartiallyDone:
      return (
        <Group gap={6} wrap="nowrap">
          <Tooltip label="Partially done: some rows failed">
            <ThemeIcon color="yellow" variant="light" size="sm" radius="xl" aria-label="Partially done">
              <IconAlertTriangle size={14} />
            </ThemeIcon>
          </Tooltip>
          <Counts file={file} />
        </Group>
      );
    case UploadStatus.Failed:
      return (
        <Group gap={6} wrap="nowrap">
          <ThemeIcon color="red" variant="light" size="sm" radius="xl" aria-label="Failed">
            <IconX size={14} />
          </ThemeIcon>
          <Text size="xs" c="red.8" fw={600}>
            Failed
          </Text>
        </Group>
      );
    default:
      return <Counts file={file} />;
  }
}
