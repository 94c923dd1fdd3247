import { AddressReport } from './components/address-report.tsx';

export default function AddressReportRoute() {
  return <AddressReport />;
}
