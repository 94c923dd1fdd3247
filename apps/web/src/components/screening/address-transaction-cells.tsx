import { Anchor, Group, Text } from '@mantine/core';
import { Direction, TRANSFER_TYPE_GROUPS } from '@riskscreen/shared';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { truncateMiddle } from '../../lib/format.ts';
import { usePreview } from '../preview-drawer/index.ts';

/**
 * The cells an address's transaction rows share between the address page and the address preview, so both name
 * transfer types and show direction alike: the shared transfer groups' names (spec part 2 §9), and direction as
 * an arrow beside the hash, never as a sign on the value (a zero would read '-0').
 */
export const TRANSFER_TYPE_OPTIONS = Object.entries(TRANSFER_TYPE_GROUPS).map(([label, types]) => ({
  value: types.join(','),
  label,
  types: types as readonly number[],
}));

/** The groups a row's transfer types fall in: 'Transactions', 'Token Transfers, Internal Transactions'… */
export function transferTypeLabel(types: readonly number[]): string {
  const labels = TRANSFER_TYPE_OPTIONS.filter((g) => g.types.some((t) => types.includes(t))).map(
    (g) => g.label,
  );
  return labels.join(', ') || '-';
}

const DIRECTION_WORDS = { in: 'Incoming', out: 'Outgoing' } as const;

/** An arrow for the row's direction (1 incoming, -1 outgoing), named for screen readers and on hover. */
export function DirectionMark({ direction }: { direction: number }) {
  const word = direction === Direction.Incoming ? DIRECTION_WORDS.in : DIRECTION_WORDS.out;
  const Icon = direction === Direction.Incoming ? IconArrowDownLeft : IconArrowUpRight;
  const colour = direction === Direction.Incoming ? 'green' : 'red';
  return (
    <Icon
      size={14}
      color={`var(--mantine-color-${colour}-7)`}
      aria-label={word}
      role="img"
      style={{ flex: 'none' }}
      data-testid="direction-mark"
      data-direction={word}
      title={word}
    />
  );
}

/**
 * The Transaction cell: direction arrow, then the hash shortened to `length` (full hash on hover). With the
 * chain's number the hash opens the transaction's preview, so a row leads on to the transaction, not a dead end.
 */
export function TransactionHashCell(props: {
  transactionId: string;
  direction: number;
  length: number;
  currency?: number;
}) {
  const { openTransactionPreview } = usePreview();
  const { currency, transactionId } = props;
  const text = truncateMiddle(transactionId, props.length);
  return (
    <Group gap={6} wrap="nowrap">
      <DirectionMark direction={props.direction} />
      {currency === undefined ? (
        <Text size="sm" ff="monospace" title={transactionId}>
          {text}
        </Text>
      ) : (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ff="monospace"
          title={transactionId}
          aria-label={`Preview transaction ${transactionId}`}
          onClick={(event) => {
            event.stopPropagation();
            openTransactionPreview({ currency, hash: transactionId });
          }}
        >
          {text}
        </Anchor>
      )}
    </Group>
  );
}
