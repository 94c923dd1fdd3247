import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EvmNode, startEvmNode } from '../../../test/helpers/evm-node.ts';
import { runCli, useDataDir } from '../test-support.ts';

describe('sync-chain command', () => {
  let node: EvmNode;
  const dataDir = useDataDir('riskscreen-sync-cli-');
  beforeAll(async () => {
    node = await startEvmNode(8563);
  });
  afterAll(async () => {
    await node?.close();
  });

  it('refuses a chain without a provider, in one line and exit code 1', async () => {
    const result = await runCli(['sync-chain', '5'], { DATA_DIR: dataDir() });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'No chain data provider is configured for blockchain 5 (only Bitcoin and Litecoin (Esplora) and EVM chains (JSON-RPC) can be synced). ' +
        'Without one the chain is served by the demo data, which has nothing to sync.',
    );
    const ethereum = await runCli(['sync-chain', '1'], { DATA_DIR: dataDir() });
    expect(ethereum.stderr).toMatch(/set EVM_RPC_URL_1 to an EVM JSON-RPC endpoint/);
    const litecoin = await runCli(['sync-chain', '2'], { DATA_DIR: dataDir() });
    expect(litecoin.stderr).toMatch(/set ESPLORA_URL_2 to an Esplora API/);
    const invalid = await runCli(['sync-chain', '2'], {
      DATA_DIR: dataDir(),
      ESPLORA_URL_3: 'https://x.test/api',
    });
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toBe(
      'Invalid chain provider configuration:\n  ESPLORA_URL_3: blockchain 3 is not served by Esplora (only 0 Bitcoin, 2 Litecoin)\n',
    );
  });

  it('reports an unreachable endpoint without a stack trace, then syncs from a live node', async () => {
    // The top of the test port range: nothing listens there unless every lower port is taken.
    const dead = await runCli(['sync-chain', '1'], {
      DATA_DIR: dataDir(),
      EVM_RPC_URL_1: 'http://127.0.0.1:8578',
    });
    expect(dead.code).toBe(1);
    expect(dead.stderr).toContain(
      'Sync of blockchain 1 failed: The chain data endpoint http://127.0.0.1:8578 is unreachable or not answering: ECONNREFUSED',
    );
    expect(dead.stderr).not.toMatch(/\n\s+at /);

    const [a0, a1] = node.accounts as [string, string];
    for (let i = 0; i < 3; i++) await node.sendEth(a0, a1, '1');
    const env = { DATA_DIR: dataDir(), EVM_RPC_URL_1: node.url };
    const partial = await runCli(['sync-chain', '1', '--to', '2'], env);
    expect(partial.code).toBe(0);
    expect(partial.stdout).toMatch(
      /^Blockchain 1 \(evm\): synced blocks 0–2: 3 blocks, 2 transactions, 2 transfers in /,
    );
    // Resuming and "already synced" are covered by the provider's tests: each CLI run opens the database anew.
  });
});
