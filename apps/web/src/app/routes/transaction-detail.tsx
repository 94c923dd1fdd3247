import { TransactionPage } from '../../features/transaction/index.ts';

export default function TransactionDetailRoute() {
  return <TransactionPage />;
}
