import { Anchor, Group, Text, Tooltip } from '@mantine/core';
import { TRUNCATE } from '@riskscreen/shared';
import { truncateMiddle } from '../../lib/format.ts';
import { CopyIconButton } from './copy-icon-button.tsx';

type Props = {
  value: string;
  /** Opens the identifier (e.g. its preview); without it the identifier is plain text. */
  onOpen?: () => void;
  copyLabel?: string;
  testId?: string;
};

/**
 * An identifier in a table cell: shortened keeping both ends, on one line, the full text in a tooltip, and a copy
 * button (a narrow column must not break an address over two lines).
 */
export function PartyIdentifier({ value, onOpen, copyLabel = 'Copy address', testId }: Props) {
  // The transaction page's length (spec part 2 §9: 16 for the transaction list and address header).
  const short = truncateMiddle(value, TRUNCATE.transactionList);
  const text = onOpen ? (
    <Anchor
      component="button"
      size="sm"
      ff="monospace"
      onClick={onOpen}
      style={{ whiteSpace: 'nowrap' }}
      data-testid={testId}
    >
      {short}
    </Anchor>
  ) : (
    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
      {short}
    </Text>
  );
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={value} withArrow openDelay={300}>
        {text}
      </Tooltip>
      <CopyIconButton value={value} label={copyLabel} size="sm" />
    </Group>
  );
}
