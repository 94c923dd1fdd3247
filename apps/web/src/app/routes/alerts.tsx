import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function AlertsRoute() {
  return <ComingSoon title="Alerts" />;
}
