export { ActivateCustomers, AddToCustomerDialog } from './add-to-customer-dialog.tsx';
export type { CustomerEntity } from './api.ts';
