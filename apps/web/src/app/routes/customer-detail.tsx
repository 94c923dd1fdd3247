import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function CustomerDetailRoute() {
  return <ComingSoon title="Customer" />;
}
