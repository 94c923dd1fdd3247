import type { Chain } from '@riskscreen/shared';
import { HttpError } from '../../../lib/http-errors.ts';
import type { TransactionReport } from '../../exposure/index.ts';

/**
 * A hash the installation's chain data does not hold is not screened as if it were a transaction with nothing in
 * it (0 ETH, $0.00, No Risk): where the chain's data is here it is not on chain (or not synced yet), and a
 * customer's deposit or withdrawal needs the transaction itself (its value, and the customer's address among its
 * parties), which no chain data means nobody can check (decision 0046). Nothing is written, no credit is spent.
 */
export function refuseTransactionNotFound(
  report: Pick<TransactionReport, 'dataCoverage'>,
  chain: Chain,
  forCustomer: boolean,
): void {
  if (report.dataCoverage === 'not_on_chain') {
    throw HttpError.fields({
      identifier: [
        `Transaction not found on chain: this installation's ${chain.label} data does not hold it (check the hash and the blockchain, or wait for the chain to sync).`,
      ],
    });
  }
  if (forCustomer && report.dataCoverage !== 'chain_data') {
    throw HttpError.fields({
      identifier: [
        `Transaction not found on chain: this installation holds no ${chain.label} data, so the transaction and the customer's address in it cannot be checked.`,
      ],
    });
  }
}
