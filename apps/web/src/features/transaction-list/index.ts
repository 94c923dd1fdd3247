export { TransactionListPage } from './components/transaction-list-page.tsx';
