import { RuleAnalytics, RuleHistoryPanel } from '../../features/policies/index.ts';
import { RuleEditPage } from '../../features/rule-builder/index.ts';

// The app composes the two features: the policies feature owns the rule's analytics and audit trail.
export default function RuleEditRoute() {
  return (
    <RuleEditPage
      analytics={(ids) => <RuleAnalytics {...ids} />}
      auditTrail={(ids) => <RuleHistoryPanel {...ids} />}
    />
  );
}
