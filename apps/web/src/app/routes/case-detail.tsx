import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function CaseDetailRoute() {
  return <ComingSoon title="Case" />;
}
