import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AddressDetail } from '@riskscreen/shared';
import {
  IconArchive,
  IconBriefcase,
  IconDots,
  IconFileExport,
  IconTags,
  IconUserPlus,
  IconUserQuestion,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AddToCaseModal } from '../../../components/add-to-case/index.ts';
import { AddToCustomerDialog } from '../../../components/add-to-customer/index.ts';
import { ExportReportModal } from '../../../components/export-report/index.ts';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { archiveAddress } from '../api.ts';
import { ARCHIVED_MESSAGE, ARCHIVED_TITLE } from '../messages.ts';
import { AddressCustomTagsModal } from './address-custom-tags-modal.tsx';
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
          navigate(withWorkspace('/addresses', workspace));
        } catch (error) {
          const text = error instanceof ApiError ? errorText(error.body, true) : 'Something went wrong';
          notifications.show({ color: 'red', message: text });
        }
      },
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Address actions">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUserQuestion size={16} />} onClick={() => setKnowOpen(true)}>
            I know this address
          </Menu.Item>
          <Menu.Item leftSection={<IconBriefcase size={16} />} onClick={() => setCaseOpen(true)}>
            Add to Case
          </Menu.Item>
          <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={() => setCustomerOpen(true)}>
            Add to a customer
          </Menu.Item>
          {profile.can_generate_report && (
            <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => setReportOpen(true)}>
              Export Report
            </Menu.Item>
          )}
          {profile.is_custom_tags_enabled && (
            <Menu.Item leftSection={<IconTags size={16} />} onClick={() => setTagsOpen(true)}>
              Custom Tags
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconArchive size={16} />} onClick={archive}>
            Archive
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
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
