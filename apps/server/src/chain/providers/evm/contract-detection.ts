import type { JsonRpcClient } from './json-rpc-client.ts';

/** Which of `addresses` hold code at `blockTag` (eth_getCode, batched). */
export async function detectContracts(
  client: JsonRpcClient,
  addresses: readonly string[],
  blockTag: string,
): Promise<Map<string, boolean>> {
  const codes = await client.batchResults(
    addresses.map((a) => ({ method: 'eth_getCode', params: [a, blockTag] })),
  );
  return new Map(
    addresses.map((a, i) => [a, typeof codes[i] === 'string' && (codes[i] as string).length > 2]),
  );
}
