export { AddressPage } from './components/address-page.tsx';
