import { decodeAbiString, hexToBigInt } from './hex.ts';
import type { JsonRpcClient } from './json-rpc-client.ts';

export type TokenMetadata = { contract: string; symbol: string; name: string; decimals: number };

const SELECTOR = { symbol: '0x95d89b41', name: '0x06fdde03', decimals: '0x313ce567' } as const;

/**
 * ERC-20 symbol(), name() and decimals() of many contracts in one batched eth_call round trip. All three are
 * optional in EIP-20: a missing decimals() means 0, a missing symbol a short form of the contract address.
 */
export async function fetchTokenMetadata(
  client: JsonRpcClient,
  contracts: readonly string[],
  blockTag: string,
): Promise<TokenMetadata[]> {
  const calls = contracts.flatMap((to) =>
    (['symbol', 'name', 'decimals'] as const).map((field) => ({
      method: 'eth_call',
      params: [{ to, data: SELECTOR[field] }, blockTag],
    })),
  );
  const outcomes = await client.batch(calls);
  return contracts.map((contract, i) => {
    const answer = (k: number) => {
      const outcome = outcomes[i * 3 + k];
      return outcome?.ok && typeof outcome.result === 'string' ? outcome.result : '';
    };
    const symbol = decodeAbiString(answer(0)).slice(0, 32);
    const name = decodeAbiString(answer(1)).slice(0, 128);
    const decimalsWord = answer(2);
    const decimals = decimalsWord.length > 2 ? hexToBigInt(decimalsWord.slice(0, 66)) : 0n;
    return {
      contract,
      symbol: symbol || shortContract(contract),
      name: name || symbol || shortContract(contract),
      // uint8 by the standard; anything larger is a broken or hostile contract, not a number of decimals.
      decimals: decimals <= 77n ? Number(decimals) : 0,
    };
  });
}

function shortContract(contract: string): string {
  return `${contract.slice(0, 6)}…${contract.slice(-4)}`;
}
