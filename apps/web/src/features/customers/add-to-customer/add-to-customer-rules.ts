/** Rules and texts of the Add to customer dialog (spec part 2 §5, §9). */

/** A customer id this long shows the type and address picks, and is long enough to search existing ones. */
export const CUSTOMER_ID_MIN_LENGTH = 5;
/** The existing-customer search waits this long after the last key. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 500;

export const CUSTOMER_ID_REQUIRED = 'Customer id is required';
export const CUSTOMER_ID_TOO_SHORT = `Customer id should be of at least ${CUSTOMER_ID_MIN_LENGTH} characters`;
export const CUSTOMER_ADDRESS_REQUIRED = 'Customer address is required';
/** The specification names no text of its own for a missing type. */
export const TYPE_REQUIRED = 'Type is required';
export const SEARCH_HINT = `Enter min ${CUSTOMER_ID_MIN_LENGTH} characters to search...`;
export const NO_RESULTS = 'No results found';
export const ADDED = 'Added Successfully';
export const UNSUPPORTED_CHAIN = 'This blockchain is no longer supported';

/** New: a customer id typed in; existing: one picked from the workspace's customers. */
export type CustomerChoice = 'existing' | 'new';
export type EntityKind = 'address' | 'transaction';

export type AddToCustomerValues = {
  choice: CustomerChoice;
  customerId: string;
  /** '1' deposit, '2' withdrawal. */
  type: string | null;
  /** Transactions: the customer's own address in it. */
  customerAddress: string | null;
};

export const EMPTY_VALUES: AddToCustomerValues = {
  choice: 'existing',
  customerId: '',
  type: null,
  customerAddress: null,
};

/**
 * The type and (for a transaction) the address are asked once a new id is long enough to be a customer's, or once
 * an existing customer is picked (ids added on the customer list may be shorter).
 */
export function showsCustomerDetails(values: Pick<AddToCustomerValues, 'choice' | 'customerId'>): boolean {
  const id = values.customerId.trim();
  return values.choice === 'existing' ? id !== '' : id.length >= CUSTOMER_ID_MIN_LENGTH;
}

/** Whether the text is long enough to search the workspace's customers. */
export function canSearchCustomers(text: string): boolean {
  return text.trim().length >= CUSTOMER_ID_MIN_LENGTH;
}

/** Field errors of the form as it stands (none: it can be sent). */
export function addToCustomerErrors(kind: EntityKind, values: AddToCustomerValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const id = values.customerId.trim();
  if (!id) errors.customerId = CUSTOMER_ID_REQUIRED;
  else if (values.choice === 'new' && id.length < CUSTOMER_ID_MIN_LENGTH)
    errors.customerId = CUSTOMER_ID_TOO_SHORT;
  if (values.type === null) errors.type = TYPE_REQUIRED;
  if (kind === 'transaction' && !values.customerAddress) errors.customerAddress = CUSTOMER_ADDRESS_REQUIRED;
  return errors;
}
