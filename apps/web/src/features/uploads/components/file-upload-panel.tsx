import { Divider, Drawer, Stack, Title } from '@mantine/core';
import { LAYOUT } from '@riskscreen/shared';
import { usePermissions, useProfile } from '../../../lib/profile.ts';
import { UploadForm } from './upload-form.tsx';
import { UploadHistory } from './upload-history.tsx';

type PanelProps = { opened: boolean; onClose: () => void };

/** The File Upload panel (800 px, spec part 1): upload a file to screen in bulk, and the history of uploads. */
export function FileUploadPanel({ opened, onClose }: PanelProps) {
  const profile = useProfile();
  const { isAdmin } = usePermissions();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={LAYOUT.uploadPanelWidth}
      title="Upload Files"
      data-testid="file-upload"
    >
      <Stack gap="md">
        <UploadForm isAdmin={isAdmin} />
        <Divider />
        <Title order={5}>Upload History</Title>
        <UploadHistory enabled={opened} timeZone={profile.timezone} />
      </Stack>
    </Drawer>
  );
}
