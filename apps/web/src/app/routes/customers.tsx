import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function CustomersRoute() {
  return <ComingSoon title="Customers" />;
}
