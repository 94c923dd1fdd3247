import { createServer } from 'node:net';
import ganache from 'ganache';
import { fromBaseUnits, toBaseUnits } from '../../src/chain/store/amounts.ts';
import { balanceOfCallData, type TokenSpec, tokenInitCode, transferCallData } from './evm-test-token.ts';

/**
 * A real EVM node for tests: ganache 7 in this process, listening on 127.0.0.1:<port>, with its ten deterministic
 * accounts (1000 ETH each) unlocked. Every sent transaction is mined in its own block unless mining is paused
 * (`inOneBlock`). Amounts are decimal strings ("1.5" ETH, "12.34" tokens) to keep tests readable and exact.
 */
export type EvmNode = {
  url: string;
  chainId: number;
  accounts: string[];
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  /** Send ETH; resolves when mined. */
  sendEth(from: string, to: string, eth: string): Promise<MinedTx>;
  deployToken(from: string, spec: Omit<TokenSpec, 'supply'> & { supply: string }): Promise<DeployedToken>;
  /** Call transfer(to, amount) on a token, optionally with ETH attached (a payable-looking contract call). */
  transferToken(
    token: DeployedToken,
    from: string,
    to: string,
    amount: string,
    options?: { eth?: string },
  ): Promise<MinedTx>;
  tokenBalance(token: DeployedToken, owner: string): Promise<string>;
  /** Native balance in ETH (decimal string) at the head. */
  balance(address: string): Promise<string>;
  /**
   * Run `send` with mining paused, then mine everything it sent into one block. Transactions sent meanwhile resolve
   * at once with blockNumber -1; `mined(hash)` reads their receipt afterwards.
   */
  inOneBlock<T>(send: () => Promise<T>): Promise<T>;
  mined(hash: string): Promise<MinedTx>;
  blockNumber(): Promise<number>;
  close(): Promise<void>;
};

export type MinedTx = { hash: string; blockNumber: number; status: 0 | 1; feeWei: bigint; gasUsed: bigint };
export type DeployedToken = { address: string; hash: string; decimals: number; symbol: string };

type RpcAnswer = { result?: unknown; error?: { message: string } };

/** Listens on `port`, or the next free port up to 8579. */
export async function startEvmNode(port: number, options: { chainId?: number } = {}): Promise<EvmNode> {
  if (port < 8560 || port > 8579) throw new Error('EVM test nodes use ports 8560-8579');
  const chainId = options.chainId ?? 1337;
  const server = ganache.server({
    wallet: { deterministic: true },
    logging: { quiet: true },
    chain: { chainId },
  });
  // Another test process may hold the preferred port: take the next free one in the range.
  // (ganache's listen never settles on a taken port, so the port is probed first).
  let bound = port;
  while (!(await isPortFree(bound))) {
    bound += 1;
    if (bound > 8579) throw new Error('no free port in 8560-8579 for the EVM test node');
  }
  await server.listen(bound, '127.0.0.1');
  const url = `http://127.0.0.1:${bound}`;

  const rpc = async (method: string, params: unknown[] = []): Promise<unknown> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const answer = (await response.json()) as RpcAnswer;
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result;
  };
  const accounts = (await rpc('eth_accounts')) as string[];
  let paused = false;

  const waitMined = async (hash: string): Promise<MinedTx> => {
    const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as {
      blockNumber: string;
      status: string;
      gasUsed: string;
      effectiveGasPrice: string;
    } | null;
    if (!receipt) throw new Error(`transaction ${hash} is not mined`);
    const gasUsed = BigInt(receipt.gasUsed);
    return {
      hash,
      blockNumber: Number(receipt.blockNumber),
      status: receipt.status === '0x1' ? 1 : 0,
      gasUsed,
      feeWei: gasUsed * BigInt(receipt.effectiveGasPrice),
    };
  };
  const send = async (tx: Record<string, string>): Promise<MinedTx> => {
    const hash = (await rpc('eth_sendTransaction', [tx])) as string;
    if (paused) {
      return { hash, blockNumber: -1, status: 1, feeWei: 0n, gasUsed: 0n };
    }
    return waitMined(hash);
  };
  const hexWei = (eth: string) => `0x${toBaseUnits(eth, 18).toString(16)}`;

  const node: EvmNode = {
    url,
    chainId,
    accounts,
    rpc,
    sendEth: (from, to, eth) => send({ from, to, value: hexWei(eth) }),
    async deployToken(from, spec) {
      const supply = toBaseUnits(spec.supply, spec.decimals);
      const data = tokenInitCode({ ...spec, supply });
      const mined = await send({ from, data, gas: '0x100000' });
      const receipt = (await rpc('eth_getTransactionReceipt', [mined.hash])) as { contractAddress: string };
      return {
        address: receipt.contractAddress,
        hash: mined.hash,
        decimals: spec.decimals,
        symbol: spec.symbol,
      };
    },
    transferToken(token, from, to, amount, options = {}) {
      const data = transferCallData(to, toBaseUnits(amount, token.decimals));
      return send({ from, to: token.address, data, gas: '0x30000', value: hexWei(options.eth ?? '0') });
    },
    async tokenBalance(token, owner) {
      const answer = (await rpc('eth_call', [
        { to: token.address, data: balanceOfCallData(owner) },
        'latest',
      ])) as string;
      return fromBaseUnits(BigInt(answer), token.decimals);
    },
    async balance(address) {
      return fromBaseUnits(BigInt((await rpc('eth_getBalance', [address, 'latest'])) as string), 18);
    },
    async inOneBlock(work) {
      await rpc('miner_stop');
      paused = true;
      try {
        return await work();
      } finally {
        paused = false;
        // Starting the miner mines every pending transaction into one block.
        await rpc('miner_start');
      }
    },
    mined: waitMined,
    async blockNumber() {
      return Number((await rpc('eth_blockNumber')) as string);
    },
    close: () => server.close(),
  };
  return node;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}
