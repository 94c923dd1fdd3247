import { CustomerListPage } from '../../features/customers/index.ts';

export default function CustomersRoute() {
  return <CustomerListPage />;
}
