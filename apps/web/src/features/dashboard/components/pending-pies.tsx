import { Grid } from '@mantine/core';
import { type DashboardRequest, useDashboardData } from '../api.ts';
import { PendingPie } from './pending-pie.tsx';
import { retryOf, widgetState } from './widget-card.tsx';

/** The three pies of the workspace's objects by risk level (customers only for plans with customers). */
export function PendingPies({
  request,
  withCustomers,
  span: fixedSpan,
}: {
  request: DashboardRequest;
  withCustomers: boolean;
  /** The columns each pie takes whatever the width (the print variant's narrow page). */
  span?: number;
}) {
  const addresses = useDashboardData('addresses', request);
  const transactions = useDashboardData('transactions', request);
  const customers = useDashboardData('customers', request);
  const span = fixedSpan ?? { base: 12, md: withCustomers ? 4 : 6 };
  return (
    <>
      <Grid.Col span={span}>
        <PendingPie
          kind="addresses"
          counts={addresses.data?.address_risk_level_count}
          state={widgetState(addresses, false)}
          onRetry={retryOf(addresses)}
        />
      </Grid.Col>
      <Grid.Col span={span}>
        <PendingPie
          kind="transactions"
          counts={transactions.data?.transaction_risk_level_count}
          state={widgetState(transactions, false)}
          onRetry={retryOf(transactions)}
        />
      </Grid.Col>
      {withCustomers && (
        <Grid.Col span={span}>
          <PendingPie
            kind="customers"
            counts={customers.data?.customer_risk_level_count}
            state={widgetState(customers, false)}
            onRetry={retryOf(customers)}
          />
        </Grid.Col>
      )}
    </>
  );
}
