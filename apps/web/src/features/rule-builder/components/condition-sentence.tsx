import { Text } from '@mantine/core';
import { ruleConditionSchema, ruleSentence } from '@riskscreen/shared';
import { type ConditionDraft, conditionInput } from '../rule-draft.ts';
import { useCustomTagName } from './custom-tag-field.tsx';

export const INCOMPLETE_SENTENCE = 'Fill in the condition to read it as a sentence';

/** The condition in words, live, as the rule list and alerts will show it; only once it is valid. */
export function ConditionSentence({ condition }: { condition: ConditionDraft }) {
  const input = conditionInput(condition);
  const hasTag = 'custom_tag' in input;
  const customTagName = useCustomTagName(input.custom_tag, hasTag);
  const parsed = ruleConditionSchema.safeParse(input);
  return (
    <Text
      size="sm"
      fw={parsed.success ? 500 : undefined}
      c={parsed.success ? undefined : 'dimmed'}
      data-testid="condition-sentence"
    >
      {parsed.success ? ruleSentence(parsed.data, { customTagName }) : INCOMPLETE_SENTENCE}
    </Text>
  );
}
