import { Progress, Stack, Text } from '@mantine/core';
import type { UploadProgress } from '../../../lib/upload-request.ts';

/** A byte count as people read it: 512 B, 12.3 KB, 4.8 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The file's sending as it goes: bytes sent of the total. Once all is sent the server still reads the file before it
 * answers, so the bar stays full and moving until then; a browser that cannot tell the total gets a moving bar.
 */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  const sent = progress?.sent ?? 0;
  const total = progress?.total ?? 0;
  const isKnown = total > 0;
  const isSent = isKnown && sent >= total;
  const percent = isKnown ? Math.min(100, Math.floor((sent / total) * 100)) : 100;
  const label = !isKnown
    ? `${formatBytes(sent)} sent`
    : isSent
      ? 'File sent, checking it…'
      : `${formatBytes(sent)} of ${formatBytes(total)} sent (${percent}%)`;
  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        animated={!isKnown || isSent}
        striped={!isKnown || isSent}
        aria-label="Uploading"
        data-testid="upload-progress"
      />
      <Text size="xs" c="dimmed" data-testid="upload-progress-text">
        {label}
      </Text>
    </Stack>
  );
}
