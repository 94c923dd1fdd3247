/** Texts of the address list (spec part 2 §8). */
/** Under the tables' 'Nothing to see over here' when no address matches. */
export const ADDRESSES_EMPTY = 'No addresses found.';
export const EXPORT_FAILED = 'Addresses CSV export failed. Please try again later.';
