export { assessCustomers } from './assess-customers.ts';
export { assessScreenedCustomers } from './assess-on-screening.ts';
