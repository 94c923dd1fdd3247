import type { EvmNode } from './evm-node.ts';

export type HandExample = { S: string; X: string; U: string; O: string; E: string; M: string };

/**
 * The hand-computed exposure example, mined on a real EVM node (ETH = $2,000 once priced):
 *
 *   S ─3 ETH→ X ←1 ETH─ U          E ─1 ETH→ O ─0.5 ETH→ M (only withMixer)
 *              X ─2 ETH→ O
 *
 * With S labelled Sanctions and E Exchange, O received $6,000: Exchange direct $2,000, and via X ($4,000, which X
 * got 3:1 from S and U) Sanctions indirect $3,000 and Unknown $1,000.
 */
export async function mineHandExample(
  node: EvmNode,
  options: { withMixer?: boolean } = {},
): Promise<HandExample> {
  const [, S, X, U, O, E, M] = node.accounts as [string, string, string, string, string, string, string];
  await node.sendEth(S, X, '3');
  await node.sendEth(U, X, '1');
  await node.sendEth(X, O, '2');
  await node.sendEth(E, O, '1');
  if (options.withMixer) await node.sendEth(O, M, '0.5');
  return { S, X, U, O, E, M };
}
