import { Drawer } from '@mantine/core';
import { LAYOUT } from '@riskscreen/shared';
import type { ReactNode } from 'react';

/** What the shell hands an app-wide side panel: whether it shows, and how to close it. */
export type SidePanelProps = { opened: boolean; onClose: () => void };

/** The header's two panels: the exports (Download Manager) and the uploads, at their widths of the layout. */
export const SIDE_PANELS = {
  downloads: { width: LAYOUT.downloadPanelWidth, title: 'Download Manager', testId: 'download-manager' },
  uploads: { width: LAYOUT.uploadPanelWidth, title: 'Upload Files', testId: 'file-upload' },
} as const;

/** An app-wide panel that slides in from the right, at its width of the layout (the header opens it). */
export function SidePanel({
  opened,
  onClose,
  width,
  title,
  testId,
  children,
}: SidePanelProps & { width: number; title: string; testId: string; children: ReactNode }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={width}
      title={title}
      data-testid={testId}
    >
      {children}
    </Drawer>
  );
}
