export {
  type CustomerPolicyOutcome,
  evaluateCustomerPolicies,
} from './evaluate-customer-policies.ts';
export { evaluateAddressPolicies, evaluateTransactionPolicies } from './evaluate-policies.ts';
export type { RuleFiring } from './evaluate-rules.ts';
