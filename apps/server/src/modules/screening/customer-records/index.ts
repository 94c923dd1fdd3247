export { setCustomerRiskLevel } from './customer-risk.ts';
export {
  type CustomerRow,
  createCustomerIfAbsent,
  findCustomer,
  findCustomerByCustomerId,
  lockCustomer,
  lockCustomers,
  searchCustomers,
} from './customers.repo.ts';
export { customersOfScreening, type ScreenedSubjectOfCustomer } from './screening-customers.ts';
export { customersOfScreeningHandler, type ScreeningOfCustomers } from './screening-customers-hook.ts';
