/** Texts of the customer list and page (spec part 2 §5, §8). */
export const CUSTOMERS_EMPTY = 'No customers found.';
export const EXPORT_FAILED = 'Customers CSV export failed. Please try again later.';
export const CUSTOMER_ID_REQUIRED = 'Customer ID is required';
export const CUSTOMER_ADDED = 'Added Successfully';
export const CUSTOMER_RENAMED = 'Customer ID edited successfully.';
export const CUSTOMER_ARCHIVED = 'This Customer has been Archived.';
export const RECORDED = 'Successfully added Deposit/Withdrawal';
export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const ALERTS_UPDATED = 'Alerts Updated Successfully';
export const COMMENT_REQUIRED = 'Enter a comment';
export const SOMETHING_WRONG = 'Something went wrong';
export const TRANSACTIONS_EMPTY = 'No transactions found.';
export const ADDRESSES_EMPTY = 'No addresses found.';
export const REMOVED = 'Successfully removed';
