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
