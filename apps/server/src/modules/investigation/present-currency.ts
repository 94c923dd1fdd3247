import { getChain } from '@riskscreen/shared';

/** A chain as the lists name it: its number, code and label (the number where the chain is unknown). */
export function presentCurrency(blockchain: number) {
  const chain = getChain(blockchain);
  return {
    currency: blockchain,
    currency_short: chain?.code ?? String(blockchain),
    currency_verbose: chain?.label ?? String(blockchain),
  };
}
