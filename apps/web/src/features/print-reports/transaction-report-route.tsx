import { useParams } from 'react-router';
import { ModelReport } from './components/model-report.tsx';

/** /pdf/transaction-report/:transactionId — the transaction report. */
export default function TransactionReportRoute() {
  return <ModelReport kind="transaction" id={useParams().transactionId} />;
}
