/** Texts of the transaction page (spec part 2 §2, §8). */
export const SCREEN_FAILED = 'Failed to screen this transaction. Please try again later';
export const DEPRECATED_BANNER = 'This blockchain is no longer supported';
export const LITE_BANNER =
  'This blockchain is screened for sanctions only: the transaction is checked against sanctions lists, without counterparty exposure or an investigation graph.';
export const UNCONFIRMED_NOTE =
  'This transaction is not confirmed yet: it has no block, and its figures may change.';
/** A hash the chain data does not hold (no provider, or unknown to it): screened against attribution alone. */
export const NOT_IN_CHAIN_DATA = 'Not in chain data';
export const NOT_IN_CHAIN_DATA_NOTE =
  'This transaction is not in the chain data of this installation: it was screened against attribution only, so its value, parties and exposure are not known.';
export const TRANSFERS_ERROR = 'Error occurred while fetching transactions.';
/** Under the tables' 'Nothing to see over here' when a transfer table is empty. */
export const TRANSFERS_EMPTY = 'No transactions found.';
export const UNKNOWN_ENTITY = 'Unknown';
/** The custody service's frozen-transaction banner (spec part 2 §2, §8). */
export const FROZEN_ON_CUSTODY_BANNER =
  'This transaction was automatically frozen on Fireblocks because of its critical risk.';
export const UNFROZEN_ON_CUSTODY = 'Transaction was successfully unfrozen on Fireblocks';
export const UNFREEZE_FAILED = 'Failed to unfreeze transaction on Fireblocks';
