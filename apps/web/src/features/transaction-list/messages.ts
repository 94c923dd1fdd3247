/** Texts of the transaction list (spec part 2 §8). */
/** Under the tables' 'Nothing to see over here' when no transaction matches. */
export const TRANSACTIONS_EMPTY = 'No transactions found.';
export const EXPORT_FAILED = 'Transactions CSV export failed. Please try again later.';
