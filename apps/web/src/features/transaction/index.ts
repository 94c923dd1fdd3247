export { TransactionPage } from './components/transaction-page.tsx';
