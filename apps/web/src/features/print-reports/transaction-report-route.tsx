import { TransactionReport } from './components/transaction-report.tsx';

export default function TransactionReportRoute() {
  return <TransactionReport />;
}
