export { ActivateCustomers, AddToCustomerDialog, type CustomerEntity } from './add-to-customer/index.ts';
export { CustomerListPage } from './components/customer-list-page.tsx';
export { CustomerPage } from './components/customer-page.tsx';
