import { AddressPage } from '../../features/address/index.ts';

export default function AddressDetailRoute() {
  return <AddressPage />;
}
