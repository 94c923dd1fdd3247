export { CustomerListPage } from './components/customer-list-page.tsx';
export { CustomerPage } from './components/customer-page.tsx';
