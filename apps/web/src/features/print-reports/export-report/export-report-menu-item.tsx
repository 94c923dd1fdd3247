import { Menu } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useProfile } from '../../../lib/profile.ts';

/** An actions menu's Export Report item, offered to a profile that may generate reports. */
export function ExportReportMenuItem({ onClick }: { onClick: () => void }) {
  const profile = useProfile();
  if (!profile.can_generate_report) return null;
  return (
    <Menu.Item leftSection={<IconFileExport size={16} />} onClick={onClick}>
      Export Report
    </Menu.Item>
  );
}
