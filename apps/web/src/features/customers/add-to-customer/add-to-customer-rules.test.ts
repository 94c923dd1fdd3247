import { describe, expect, it } from 'vitest';
import {
  addToCustomerErrors,
  CUSTOMER_ADDRESS_REQUIRED,
  CUSTOMER_ID_REQUIRED,
  CUSTOMER_ID_TOO_SHORT,
  canSearchCustomers,
  EMPTY_VALUES,
  showsCustomerDetails,
  TYPE_REQUIRED,
} from './add-to-customer-rules.ts';

describe('Add to customer rules', () => {
  it('requires the customer id and the type; a transaction also its customer address', () => {
    expect(addToCustomerErrors('address', EMPTY_VALUES)).toEqual({
      customerId: CUSTOMER_ID_REQUIRED,
      type: TYPE_REQUIRED,
    });
    expect(addToCustomerErrors('transaction', { ...EMPTY_VALUES, customerId: 'CUST-1', type: '1' })).toEqual({
      customerAddress: CUSTOMER_ADDRESS_REQUIRED,
    });
    expect(
      addToCustomerErrors('transaction', {
        choice: 'existing',
        customerId: 'CUST-1',
        type: '2',
        customerAddress: '0xabc',
      }),
    ).toEqual({});
  });

  it('wants a new id of at least 5 characters, but takes any existing one', () => {
    const short = { ...EMPTY_VALUES, customerId: ' abcd ', type: '1' };
    expect(addToCustomerErrors('address', { ...short, choice: 'new' })).toEqual({
      customerId: CUSTOMER_ID_TOO_SHORT,
    });
    expect(CUSTOMER_ID_TOO_SHORT).toBe('Customer id should be of at least 5 characters');
    expect(addToCustomerErrors('address', { ...short, choice: 'existing' })).toEqual({});
    expect(addToCustomerErrors('address', { ...short, choice: 'new', customerId: 'abcde' })).toEqual({});
  });

  it('asks the type once a new id has 5 characters or an existing customer is picked; searches from 5', () => {
    expect(showsCustomerDetails({ choice: 'new', customerId: 'abcd' })).toBe(false);
    expect(showsCustomerDetails({ choice: 'new', customerId: 'abcde' })).toBe(true);
    expect(showsCustomerDetails({ choice: 'existing', customerId: '' })).toBe(false);
    expect(showsCustomerDetails({ choice: 'existing', customerId: 'ab' })).toBe(true);
    expect(canSearchCustomers(' abcd ')).toBe(false);
    expect(canSearchCustomers('abcde')).toBe(true);
  });
});
