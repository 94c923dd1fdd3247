import { nativeSymbol } from '@riskscreen/shared';
import { formatCrypto } from '../../lib/format.ts';
import { DimmedNote } from '../ui/dimmed-note.tsx';

type Moved = { value: number; value_token_symbol: string; currency: number };

/**
 * Why the senders and receivers of a token transfer show no value: they are the call into the token contract
 * (as a block explorer lists it), while the tokens it moved are in their own tab. Null when native value moved.
 */
export function tokenOnlyText(transaction: Moved, tab: string): string | null {
  const native = nativeSymbol(transaction.currency);
  if (transaction.value_token_symbol === native) return null;
  const moved = `${formatCrypto(transaction.value)} ${transaction.value_token_symbol}`;
  return `This transaction moved no ${native}: it is a call into a token contract. The ${moved} it moved are listed under ${tab}.`;
}

export function TokenOnlyNote({ transaction, tab }: { transaction: Moved; tab: string }) {
  const text = tokenOnlyText(transaction, tab);
  return text ? <DimmedNote text={text} testId="token-only-note" /> : null;
}
