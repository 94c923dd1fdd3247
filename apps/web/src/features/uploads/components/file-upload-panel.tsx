import { Divider, Stack, Title } from '@mantine/core';
import { SIDE_PANELS, SidePanel, type SidePanelProps } from '../../../components/layout/side-panel.tsx';
import { usePermissions, useProfile } from '../../../lib/profile.ts';
import { UploadForm } from './upload-form.tsx';
import { UploadHistory } from './upload-history.tsx';

/** The File Upload panel (800 px, spec part 1): upload a file to screen in bulk, and the history of uploads. */
export function FileUploadPanel({ opened, onClose }: SidePanelProps) {
  const profile = useProfile();
  const { isAdmin } = usePermissions();
  return (
    <SidePanel opened={opened} onClose={onClose} {...SIDE_PANELS.uploads}>
      <Stack gap="md">
        <UploadForm isAdmin={isAdmin} />
        <Divider />
        <Title order={5}>Upload History</Title>
        <UploadHistory enabled={opened} timeZone={profile.timezone} />
      </Stack>
    </SidePanel>
  );
}
