import { useParams } from 'react-router';
import { ModelReport } from './components/model-report.tsx';

/** /pdf/address-report/:identifier — the address report. */
export default function AddressReportRoute() {
  return <ModelReport kind="address" id={useParams().identifier} />;
}
