import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useProfile } from '../../../lib/profile.ts';
import { ActivateCustomers } from '../add-to-customer/index.ts';

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
