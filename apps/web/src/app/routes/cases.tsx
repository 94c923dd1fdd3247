import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function CasesRoute() {
  return <ComingSoon title="Cases" />;
}
