import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AddressDetail } from '@riskscreen/shared';
import {
  IconArchive,
  IconBell,
  IconBellOff,
  IconBriefcase,
  IconTags,
  IconUserPlus,
  IconUserQuestion,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionsMenu } from '../../../components/ui/actions-menu.tsx';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePermissions, useProfile } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { AddToCaseModal } from '../../add-to-case/index.ts';
import { AddToCustomerDialog } from '../../customers/index.ts';
import { ExportReportMenuItem, ExportReportModal } from '../../print-reports/index.ts';
import { archiveAddress } from '../api.ts';
import { ARCHIVED_MESSAGE, ARCHIVED_TITLE } from '../messages.ts';
import { AddressCustomTagsModal } from './address-custom-tags-modal.tsx';
import { AddressMonitoringModal, type MonitoringChange } from './address-monitoring-modal.tsx';
import { KnowAddressModal } from './know-address-modal.tsx';

/** The address action menu: 'I know this address', cases, customers, Export Report, custom tags, Archive. */
export function AddressActionsMenu({ address }: { address: AddressDetail }) {
  const profile = useProfile();
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  const queryClient = useQueryClient();
  const [isKnowOpen, setKnowOpen] = useState(false);
  const [isTagsOpen, setTagsOpen] = useState(false);
  const [isCustomerOpen, setCustomerOpen] = useState(false);
  const [isCaseOpen, setCaseOpen] = useState(false);
  const [isReportOpen, setReportOpen] = useState(false);
  const [monitoringChange, setMonitoringChange] = useState<MonitoringChange | null>(null);
  const { isAdmin, isOrgAdmin } = usePermissions();
  // Spec part 2: the monitoring item for an admin or organisation admin with the permission, when the level is not
  // entity based (3) and the address is not muted (muting is undone by its own item).
  const canMonitor = (isAdmin || isOrgAdmin) && profile.can_enable_continuous_monitoring;
  const level = profile.continuous_monitoring_level;
  const showsMonitoringItem = canMonitor && level !== 3 && level !== 0 && !address.is_muted;
  const isMonitored = address.is_monitored ?? address.is_custom_monitored;

  const archive = () =>
    confirmAction({
      title: 'Archive Address',
      message: 'Are you sure you want to archive this address? It will no longer appear in your lists.',
      confirmLabel: 'Archive',
      danger: true,
      onConfirm: async () => {
        try {
          await archiveAddress(String(address.id));
          notifications.show({ color: 'green', title: ARCHIVED_TITLE, message: ARCHIVED_MESSAGE });
          queryClient.removeQueries({ queryKey: ['address', String(address.id)] });
          navigate(withWorkspace(routes.addresses(), workspace));
        } catch (error) {
          const text = error instanceof ApiError ? errorText(error.body, true) : 'Something went wrong';
          notifications.show({ color: 'red', message: text });
        }
      },
    });

  return (
    <>
      <ActionsMenu label="Address actions">
        <Menu.Item leftSection={<IconUserQuestion size={16} />} onClick={() => setKnowOpen(true)}>
          I know this address
        </Menu.Item>
        <Menu.Item leftSection={<IconBriefcase size={16} />} onClick={() => setCaseOpen(true)}>
          Add to Case
        </Menu.Item>
        <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={() => setCustomerOpen(true)}>
          Add to a customer
        </Menu.Item>
        <ExportReportMenuItem onClick={() => setReportOpen(true)} />
        {profile.is_custom_tags_enabled && (
          <Menu.Item leftSection={<IconTags size={16} />} onClick={() => setTagsOpen(true)}>
            Custom Tags
          </Menu.Item>
        )}
        {showsMonitoringItem && (
          <Menu.Item
            leftSection={isMonitored ? <IconBellOff size={16} /> : <IconBell size={16} />}
            onClick={() => setMonitoringChange(isMonitored ? 'deactivate' : 'activate')}
          >
            {isMonitored ? 'Deactivate Monitoring' : 'Enable Monitoring'}
          </Menu.Item>
        )}
        {canMonitor && level !== 0 && (
          <Menu.Item
            leftSection={<IconBellOff size={16} />}
            onClick={() => setMonitoringChange(address.is_muted ? 'unmute' : 'mute')}
          >
            {address.is_muted ? 'Unmute Monitoring' : 'Mute Monitoring'}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconArchive size={16} />} onClick={archive}>
          Archive
        </Menu.Item>
      </ActionsMenu>
      <KnowAddressModal
        opened={isKnowOpen}
        onClose={() => setKnowOpen(false)}
        identifier={address.identifier}
        currency={address.currency}
      />
      {isCaseOpen && (
        <AddToCaseModal
          title="Add Address to Case"
          entities={{ addresses: [address.id] }}
          onClose={() => setCaseOpen(false)}
        />
      )}
      {monitoringChange && (
        <AddressMonitoringModal
          address={address}
          change={monitoringChange}
          onClose={() => setMonitoringChange(null)}
        />
      )}
      {isReportOpen && (
        <ExportReportModal kind="address" id={address.id} onClose={() => setReportOpen(false)} />
      )}
      {isCustomerOpen && (
        <AddToCustomerDialog kind="address" entity={address} opened onClose={() => setCustomerOpen(false)} />
      )}
      {profile.is_custom_tags_enabled && (
        <AddressCustomTagsModal opened={isTagsOpen} onClose={() => setTagsOpen(false)} address={address} />
      )}
    </>
  );
}
