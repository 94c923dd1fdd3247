import { DashboardReport } from './components/dashboard-report.tsx';

export default function DashboardReportRoute() {
  return <DashboardReport />;
}
