export { assessCustomers } from './assess-customers.ts';
