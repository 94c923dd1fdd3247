import { Badge, Group, Stack, Text } from '@mantine/core';
import type { RuleDto } from '@riskscreen/shared';
import { Fragment } from 'react';

/** A rule's conditions in words (ruleSentence, computed with the rule), joined by AND, or OR for any-of rules. */
export function RuleConditions({ rule }: { rule: RuleDto }) {
  const joiner = rule.is_only_or_conditions ? 'OR' : 'AND';
  return (
    <Stack gap={4} data-testid="rule-conditions">
      {rule.condition_sentences.map((sentence, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: conditions are ordered and may repeat
        <Fragment key={i}>
          {i > 0 && (
            <Group>
              <Badge size="xs" variant="outline" color="gray">
                {joiner}
              </Badge>
            </Group>
          )}
          <Text size="sm">{sentence}</Text>
        </Fragment>
      ))}
    </Stack>
  );
}
