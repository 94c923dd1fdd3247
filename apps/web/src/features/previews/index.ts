import { lazy } from 'react';

// Each preview's code (tables, charts, the graph) loads with its first opening, not with the shell that hosts it.
export const AddressPreview = lazy(() =>
  import('./components/address-preview.tsx').then((m) => ({ default: m.AddressPreview })),
);
export const TransactionPreview = lazy(() =>
  import('./components/transaction-preview.tsx').then((m) => ({ default: m.TransactionPreview })),
);
