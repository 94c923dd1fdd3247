import { Anchor, Breadcrumbs, Stack, Tabs, Text } from '@mantine/core';
import { type AlertDto, type CustomerDetail, TRUNCATE } from '@riskscreen/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AssociatedCases } from '../../../components/associated-cases/index.ts';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { toScreenError } from '../../../lib/error-screen.ts';
import { truncateMiddle } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { AlertDetail, EntityAlerts, useAlertParam } from '../../alerts/index.ts';
import { EntityAuditLog } from '../../audit-log/index.ts';
import { Comments } from '../../comments/index.ts';
import { customerKeys, useCustomerByCustomerId } from '../api.ts';
import { CustomerAddresses } from './customer-addresses.tsx';
import { CustomerHeader } from './customer-header.tsx';
import { CustomerTransactions } from './customer-transactions.tsx';
import { CustomersGate } from './customers-gate.tsx';
import { ProofOfReserves } from './proof-of-reserves.tsx';

export type CustomerTab = 'alerts' | 'transactions' | 'addresses' | 'reserves' | 'cases' | 'audit';

/** The customer page (/customers/{customerId}, the id URL-encoded; spec part 2 §2). */
export function CustomerPage() {
  return (
    <CustomersGate>
      <CustomerLoader />
    </CustomersGate>
  );
}

function CustomerLoader() {
  // The router hands the path parameter decoded.
  const { customerId = '' } = useParams();
  const [alertId, setAlert] = useAlertParam();
  const profile = useProfile();
  const customer = useCustomerByCustomerId(customerId);
  if (customer.isLoading) return <PageLoader />;
  if (customer.error || !customer.data) return <ErrorScreen error={toScreenError(customer.error)} />;
  return (
    <CustomerContent
      customer={customer.data}
      timeZone={profile.timezone ?? undefined}
      alertId={alertId}
      onAlertChange={setAlert}
    />
  );
}

type ContentProps = {
  customer: CustomerDetail;
  timeZone: string | undefined;
  /** The customer's own alert the page was opened with (?alert=): its detail shows in place of the tabs. */
  alertId: number | null;
  onAlertChange: (alertId: number | null) => void;
};

/** Header, then the tabs and the comments on the customer, or one of its own alerts. */
function CustomerContent({ customer, timeZone, alertId, onAlertChange }: ContentProps) {
  const workspace = useWorkspaceSlug();
  const profile = useProfile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<CustomerTab>('alerts');
  const hasCases = customer.associated_cases.length > 0;
  const id = String(customer.id);
  // Its own alerts (Customer rules, decision 0038) open here; those raised on its addresses and transactions open
  // on their own pages.
  const openAlert = (alert: AlertDto) => {
    if (alert.entity_type === 'customer') {
      onAlertChange(alert.id);
      return;
    }
    const page = alert.entity_type === 'transaction' ? 'transactions' : 'addresses';
    navigate(withWorkspace(`/${page}/${alert.object_id}?alert=${alert.id}`, workspace));
  };
  if (alertId !== null) {
    return (
      <Stack gap="md" data-testid="customer-page">
        <CustomerBreadcrumbs customer={customer} />
        <CustomerHeader customer={customer} timeZone={timeZone} />
        <AlertDetail
          // Another alert starts afresh (its tab, its dialogs).
          key={alertId}
          type="customer"
          id={id}
          alertId={alertId}
          identifier={customer.customer_id}
          currency={null}
          timeZone={timeZone}
          onBack={() => onAlertChange(null)}
          // Its level and open alerts count follow the alert's stage.
          onChanged={() => void queryClient.invalidateQueries({ queryKey: customerKeys.all })}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="customer-page">
      <CustomerBreadcrumbs customer={customer} />
      <CustomerHeader customer={customer} timeZone={timeZone} />
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as CustomerTab | null) ?? 'alerts')}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="alerts">Customer Alerts</Tabs.Tab>
          <Tabs.Tab value="transactions">Recorded Transactions</Tabs.Tab>
          <Tabs.Tab value="addresses">Customer Addresses</Tabs.Tab>
          {profile.is_proof_of_reserve_enabled && <Tabs.Tab value="reserves">Proof of Reserves</Tabs.Tab>}
          {hasCases && <Tabs.Tab value="cases">Associated Cases</Tabs.Tab>}
          <Tabs.Tab value="audit">Audit Logs</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="alerts" pt="md">
          <EntityAlerts type="customer" id={id} timeZone={timeZone} onOpenAlert={openAlert} />
        </Tabs.Panel>
        <Tabs.Panel value="transactions" pt="md">
          <CustomerTransactions customer={customer} timeZone={timeZone} />
        </Tabs.Panel>
        <Tabs.Panel value="addresses" pt="md">
          <CustomerAddresses customerId={customer.id} timeZone={timeZone} />
        </Tabs.Panel>
        {profile.is_proof_of_reserve_enabled && (
          <Tabs.Panel value="reserves" pt="md">
            <ProofOfReserves customerId={customer.id} balanceUsd={customer.balance_usd} />
          </Tabs.Panel>
        )}
        {hasCases && (
          <Tabs.Panel value="cases" pt="md">
            <AssociatedCases cases={customer.associated_cases} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="audit" pt="md">
          <EntityAuditLog type="customer" id={id} timeZone={timeZone} />
        </Tabs.Panel>
      </Tabs>
      {/* Every comment on the customer: the analysts' notes on it as a whole. */}
      <Comments type="customer" id={id} timeZone={timeZone} title="Comments on this customer" />
    </Stack>
  );
}

function CustomerBreadcrumbs({ customer }: { customer: CustomerDetail }) {
  const workspace = useWorkspaceSlug();
  return (
    <Breadcrumbs>
      <Anchor component={Link} to={withWorkspace(routes.customers(), workspace)} size="sm">
        Customers
      </Anchor>
      <Text size="sm">{truncateMiddle(customer.customer_id, TRUNCATE.customerList)}</Text>
    </Breadcrumbs>
  );
}
