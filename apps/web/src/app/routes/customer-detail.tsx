import { CustomerPage } from '../../features/customers/index.ts';

export default function CustomerDetailRoute() {
  return <CustomerPage />;
}
