export { AddressListPage } from './components/address-list-page.tsx';
