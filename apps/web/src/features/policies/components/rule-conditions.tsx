import type { RuleDto } from '@riskscreen/shared';
import { JoinedConditions } from '../../../components/ui/joined-conditions.tsx';

/** A rule's conditions in words (ruleSentence, computed with the rule), joined by AND, or OR for any-of rules. */
export function RuleConditions({ rule }: { rule: RuleDto }) {
  return (
    <JoinedConditions
      sentences={rule.condition_sentences}
      isAnyOf={rule.is_only_or_conditions}
      gap={4}
      testId="rule-conditions"
    />
  );
}
