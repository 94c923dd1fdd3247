import { CaseListPage } from '../../features/cases/index.ts';

export default function CasesRoute() {
  return <CaseListPage />;
}
