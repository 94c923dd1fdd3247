import { CustomerReport } from './components/customer-report.tsx';

export default function CustomerReportRoute() {
  return <CustomerReport />;
}
