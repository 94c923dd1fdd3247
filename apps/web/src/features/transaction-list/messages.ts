/** Texts of the transaction list (spec part 2 §8). */
export const TRANSACTIONS_EMPTY = 'No transactions found.';
export const EXPORT_FAILED = 'Transactions CSV export failed. Please try again later.';
