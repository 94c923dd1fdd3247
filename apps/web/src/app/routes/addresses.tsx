import { AddressListPage } from '../../features/address-list/index.ts';

export default function AddressesRoute() {
  return <AddressListPage />;
}
