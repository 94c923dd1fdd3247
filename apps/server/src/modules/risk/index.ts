export { evaluateAddressPolicies, evaluateTransactionPolicies } from './evaluate-policies.ts';
export type { RuleFiring } from './evaluate-rules.ts';
