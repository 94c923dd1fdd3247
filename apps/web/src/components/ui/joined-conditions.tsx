import { Badge, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';

/** A rule's conditions in words, one a line, with AND (or OR for any-of rules) between them. */
export function JoinedConditions({
  sentences,
  isAnyOf,
  gap,
  testId,
}: {
  sentences: string[];
  isAnyOf: boolean;
  gap: number;
  testId: string;
}) {
  const joiner = isAnyOf ? 'OR' : 'AND';
  return (
    <Stack gap={gap} data-testid={testId}>
      {sentences.map((sentence, i) => (
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
