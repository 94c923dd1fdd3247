import { useParams } from 'react-router';
import { useCustomerByCustomerId } from './api.ts';
import { ModelReport } from './components/model-report.tsx';

/** /pdf/customer-report/:customerId — the customer report: the page is addressed by the customer id. */
export default function CustomerReportRoute() {
  const customer = useCustomerByCustomerId(useParams().customerId ?? '').data;
  return <ModelReport kind="customer" id={customer?.id} />;
}
