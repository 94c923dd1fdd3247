export {
  type CustomerPolicyOutcome,
  evaluateCustomerPolicies,
} from './evaluate-customer-policies.ts';
export {
  evaluateAddressPolicies,
  evaluateTransactionPolicies,
  readRuleTransfersAhead,
} from './evaluate-policies.ts';
export type { RuleFiring } from './evaluate-rules.ts';
