import { TransactionListPage } from '../../features/transaction-list/index.ts';

export default function TransactionsRoute() {
  return <TransactionListPage />;
}
