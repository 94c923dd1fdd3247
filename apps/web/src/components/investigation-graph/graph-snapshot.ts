import { notifications } from '@mantine/notifications';
import { saveFile } from '../../lib/download-file.ts';

export const SNAPSHOT_MESSAGES = {
  success: 'Image downloaded successfully',
  failure: 'Failed to download image',
} as const;

/** A file name made of the identifier, safe on every file system. */
export function snapshotFileName(identifier: string): string {
  const safe = identifier.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120);
  return `${safe || 'investigation-graph'}.png`;
}

/** Save the graph canvas as a PNG named after the identifier and say how it went. */
export async function takeSnapshot(canvas: HTMLCanvasElement | null, identifier: string): Promise<void> {
  try {
    if (!canvas) throw new Error('no canvas');
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('empty image');
    saveFile(blob, snapshotFileName(identifier));
    notifications.show({ color: 'green', message: SNAPSHOT_MESSAGES.success });
  } catch {
    notifications.show({ color: 'red', message: SNAPSHOT_MESSAGES.failure });
  }
}
