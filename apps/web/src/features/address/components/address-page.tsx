import { Stack, Tabs } from '@mantine/core';
import { type AddressDetail, isDeprecated, TRUNCATE } from '@riskscreen/shared';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AssociatedCases, EntityBreadcrumbs } from '../../../components/associated-cases/index.ts';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { toScreenError } from '../../../lib/error-screen.ts';
import { truncateMiddle } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { AlertDetail, useAlertParam } from '../../alerts/index.ts';
import { EntityAuditLog } from '../../audit-log/index.ts';
import { isNarrowedByAlert } from '../alert-transaction-filters.ts';
import { useAddressDetail } from '../api.ts';
import {
  DeprecatedChainBanner,
  isOutdated,
  LiteCoverageBanner,
  NoChainDataBanner,
  OutdatedNote,
  ScreenFailedBanner,
} from './address-banners.tsx';
import { AddressHeader } from './address-header.tsx';
import { AddressOverview, LiteOverview } from './address-overview.tsx';
import { AddressTransactions } from './address-transactions.tsx';

type Tab = 'overview' | 'transactions' | 'cases' | 'audit';

/** The address page (spec part 2 §2): header, banners and the Overview / Transactions / Cases / Audit Logs tabs. */
export function AddressPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const [alertId, setAlert] = useAlertParam();
  const profile = useProfile();
  const detail = useAddressDetail(id);
  if (detail.isLoading) return <PageLoader />;
  if (detail.error || !detail.data) return <ErrorScreen error={toScreenError(detail.error)} />;
  return (
    <AddressContent
      address={detail.data}
      timeZone={profile.timezone ?? undefined}
      hasScreenFailed={params.get('screen') === 'false'}
      alertId={alertId}
      onAlertChange={setAlert}
    />
  );
}

type ContentProps = {
  address: AddressDetail;
  timeZone: string | undefined;
  hasScreenFailed: boolean;
  /** The alert the page was opened with (?alert=): its detail shows in place of the tabs. */
  alertId: number | null;
  onAlertChange: (alertId: number | null) => void;
};

function AddressContent({ address, timeZone, hasScreenFailed, alertId, onAlertChange }: ContentProps) {
  const isLite = address.coverage === 'lite';
  const [tab, setTab] = useState<Tab>('overview');
  return (
    <Stack gap="md" data-testid="address-page">
      <EntityBreadcrumbs
        list={{ label: 'Addresses', path: routes.addresses() }}
        current={truncateMiddle(address.identifier, TRUNCATE.addressHeader)}
      />
      {/* A retired chain says only that: its sanctions-only coverage is no promise any more. */}
      {isDeprecated(address.currency) ? <DeprecatedChainBanner /> : isLite && <LiteCoverageBanner />}
      {!isLite && <NoChainDataBanner address={address} />}
      {hasScreenFailed && <ScreenFailedBanner />}
      <AddressHeader address={address} timeZone={timeZone} hasScreenFailed={hasScreenFailed} />
      {isOutdated(address.last_screened_time) && (
        <OutdatedNote lastScreenedTime={address.last_screened_time} />
      )}
      {alertId !== null ? (
        <AlertDetail
          // Another alert starts afresh (its tab, its dialogs).
          key={alertId}
          type="address"
          id={String(address.id)}
          alertId={alertId}
          identifier={address.identifier}
          currency={address.currency}
          timeZone={timeZone}
          onBack={() => onAlertChange(null)}
          isRelatedToTransactions={isNarrowedByAlert}
          renderTransactions={
            isLite
              ? undefined
              : (alert) => (
                  // The table starts from the alert's own filters.
                  <AddressTransactions key={alert.id} address={address} timeZone={timeZone} alert={alert} />
                )
          }
        />
      ) : (
        <AddressTabs
          address={address}
          timeZone={timeZone}
          tab={tab}
          onTabChange={setTab}
          onOpenAlert={onAlertChange}
        />
      )}
    </Stack>
  );
}

type TabsProps = {
  address: AddressDetail;
  timeZone: string | undefined;
  tab: Tab;
  onTabChange: (tab: Tab) => void;
  onOpenAlert: (alertId: number) => void;
};

/** The page's Overview / Transactions / Associated Cases / Audit Logs tabs. */
function AddressTabs({ address, timeZone, tab, onTabChange, onOpenAlert }: TabsProps) {
  const isLite = address.coverage === 'lite';
  const hasCases = address.associated_cases.length > 0;
  return (
    <Tabs
      value={tab}
      onChange={(value) => onTabChange((value as Tab | null) ?? 'overview')}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="overview">Overview</Tabs.Tab>
        {!isLite && <Tabs.Tab value="transactions">Transactions</Tabs.Tab>}
        {!isLite && hasCases && <Tabs.Tab value="cases">Associated Cases</Tabs.Tab>}
        <Tabs.Tab value="audit">Audit Logs</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="overview" pt="md">
        {isLite ? (
          <LiteOverview
            address={address}
            timeZone={timeZone}
            onOpenAlert={(alert) => onOpenAlert(alert.id)}
          />
        ) : (
          <AddressOverview
            address={address}
            timeZone={timeZone}
            onOpenAlert={(alert) => onOpenAlert(alert.id)}
          />
        )}
      </Tabs.Panel>
      {!isLite && (
        <Tabs.Panel value="transactions" pt="md">
          <AddressTransactions address={address} timeZone={timeZone} />
        </Tabs.Panel>
      )}
      {!isLite && hasCases && (
        <Tabs.Panel value="cases" pt="md">
          <AssociatedCases cases={address.associated_cases} />
        </Tabs.Panel>
      )}
      <Tabs.Panel value="audit" pt="md">
        <EntityAuditLog type="address" id={String(address.id)} timeZone={timeZone} />
      </Tabs.Panel>
    </Tabs>
  );
}
