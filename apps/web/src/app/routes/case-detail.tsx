import { CasePage } from '../../features/cases/index.ts';

export default function CaseDetailRoute() {
  return <CasePage />;
}
