import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TRUNCATE } from '@riskscreen/shared';
import type { ReactNode } from 'react';
import { truncateMiddle } from '../../lib/format.ts';
import { CopyIconButton } from '../ui/copy-icon-button.tsx';

/** A key fact under the header's title: a dimmed label over its value. */
export type HeaderFact = { label: string; value: ReactNode };

type Props = {
  /** Names the test ids: '<kind>-header', '<kind>-title', '<kind>-full'. */
  kind: 'address' | 'transaction';
  /** The chain's short name as a badge, its full name on hover. */
  chain: { short: string; verbose: string; testId?: string };
  /** Shortened as the title, copyable, in full below. */
  identifier: string;
  copyLabel: string;
  /** Badges after the copy button (megahub, destination tag, unconfirmed). */
  badges?: ReactNode;
  /** Under the full identifier (the custom tags). */
  below?: ReactNode;
  /** On the right: the risk level, rescreen and the actions menu. */
  actions: ReactNode;
  /** The key facts, four a row on wide screens. */
  facts: HeaderFact[];
  footer?: ReactNode;
};

/** The header of an entity page (address, transaction): identifier, chain, badges, risk and actions, key facts. */
export function EntityHeader(props: Props) {
  const { kind, chain, identifier } = props;
  return (
    <Paper withBorder p="md" radius="md" data-testid={`${kind}-header`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color="gray" title={chain.verbose} data-testid={chain.testId}>
                {chain.short}
              </Badge>
              <Title order={2} ff="monospace" fz={22} data-testid={`${kind}-title`}>
                {truncateMiddle(identifier, TRUNCATE.addressHeader)}
              </Title>
              <CopyIconButton value={identifier} label={props.copyLabel} />
              {props.badges}
            </Group>
            <Text
              size="sm"
              c="dimmed"
              ff="monospace"
              style={{ wordBreak: 'break-all' }}
              data-testid={`${kind}-full`}
            >
              {identifier}
            </Text>
            {props.below}
          </Stack>
          <Group gap="sm" wrap="nowrap">
            {props.actions}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          {props.facts.map((fact) => (
            <Stack key={fact.label} gap={0}>
              <Text size="xs" c="dimmed">
                {fact.label}
              </Text>
              {fact.value}
            </Stack>
          ))}
        </SimpleGrid>
        {props.footer}
      </Stack>
    </Paper>
  );
}
