import { CaseReport } from './components/case-report.tsx';

export default function CaseReportRoute() {
  return <CaseReport />;
}
