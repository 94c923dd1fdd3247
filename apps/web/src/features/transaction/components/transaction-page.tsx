import { Stack, Tabs } from '@mantine/core';
import { isDeprecated, TRUNCATE, type TransactionDetail } from '@riskscreen/shared';
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
import { useTransactionDetail } from '../api.ts';
import {
  DeprecatedChainBanner,
  FrozenOnCustodyBanner,
  LiteCoverageBanner,
  NotInChainDataBanner,
  ScreenFailedBanner,
  UnconfirmedBanner,
} from './transaction-banners.tsx';
import { TransactionHeader } from './transaction-header.tsx';
import { TransactionOverview } from './transaction-overview.tsx';

type Tab = 'overview' | 'cases' | 'audit';

/** The transaction page (spec part 2 §2): header, banners and the Overview / Associated Cases / Audit Logs tabs. */
export function TransactionPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const [alertId, setAlert] = useAlertParam();
  const profile = useProfile();
  const detail = useTransactionDetail(id);
  if (detail.isLoading) return <PageLoader />;
  if (detail.error || !detail.data) return <ErrorScreen error={toScreenError(detail.error)} />;
  return (
    <TransactionContent
      transaction={detail.data}
      timeZone={profile.timezone ?? undefined}
      hasScreenFailed={params.get('screen') === 'false'}
      alertId={alertId}
      onAlertChange={setAlert}
    />
  );
}

function TransactionContent(props: {
  transaction: TransactionDetail;
  timeZone: string | undefined;
  hasScreenFailed: boolean;
  /** The alert the page was opened with (?alert=): its detail shows in place of the tabs. */
  alertId: number | null;
  onAlertChange: (alertId: number | null) => void;
}) {
  const { transaction: tx, timeZone, hasScreenFailed, alertId, onAlertChange } = props;
  const [tab, setTab] = useState<Tab>('overview');
  const hasCases = tx.associated_cases.length > 0;
  return (
    <Stack gap="md" data-testid="transaction-page">
      <EntityBreadcrumbs
        list={{ label: 'Transactions', path: routes.transactions() }}
        current={truncateMiddle(tx.identifier, TRUNCATE.transactionList)}
      />
      {/* A retired chain says only that: its sanctions-only coverage is no promise any more. */}
      {isDeprecated(tx.currency) ? (
        <DeprecatedChainBanner />
      ) : (
        tx.coverage === 'lite' && <LiteCoverageBanner />
      )}
      {hasScreenFailed && <ScreenFailedBanner />}
      {/* Sanctions-only chains never hold chain data: their banner says so already. */}
      {tx.coverage === 'full' && !tx.is_known_to_provider && <NotInChainDataBanner />}
      {tx.is_known_to_provider && !tx.is_confirmed && <UnconfirmedBanner />}
      <TransactionHeader transaction={tx} timeZone={timeZone} hasScreenFailed={hasScreenFailed} />
      {alertId !== null && (
        <AlertDetail
          key={alertId}
          type="transaction"
          id={String(tx.id)}
          alertId={alertId}
          identifier={tx.identifier}
          currency={tx.currency}
          timeZone={timeZone}
          onBack={() => onAlertChange(null)}
        />
      )}
      {alertId === null && (
        <Tabs
          value={tab}
          onChange={(value) => setTab((value as Tab | null) ?? 'overview')}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            {hasCases && <Tabs.Tab value="cases">Associated Cases</Tabs.Tab>}
            <Tabs.Tab value="audit">Audit Logs</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview" pt="md">
            {tx.is_frozen_on_fireblocks && (
              <Stack mb="md">
                <FrozenOnCustodyBanner transactionId={tx.id} />
              </Stack>
            )}
            <TransactionOverview
              transaction={tx}
              timeZone={timeZone}
              onOpenAlert={(alert) => onAlertChange(alert.id)}
            />
          </Tabs.Panel>
          {hasCases && (
            <Tabs.Panel value="cases" pt="md">
              <AssociatedCases cases={tx.associated_cases} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="audit" pt="md">
            <EntityAuditLog type="transaction" id={String(tx.id)} timeZone={timeZone} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
