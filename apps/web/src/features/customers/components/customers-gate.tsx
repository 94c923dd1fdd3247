import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { ActivateCustomers } from '../../../components/add-to-customer/index.ts';
import { useProfile } from '../../../lib/profile.ts';

/** The customer pages need customers in the plan (can_access_customers); without them, the upsell instead. */
export function CustomersGate({ children }: { children: ReactNode }) {
  const profile = useProfile();
  if (profile.can_access_customers) return children;
  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <ActivateCustomers />
    </Paper>
  );
}
