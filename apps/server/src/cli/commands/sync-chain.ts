import { getChain } from '@riskscreen/shared';
import { SingleBar } from 'cli-progress';
import { type Command, InvalidArgumentError } from 'commander';
import { BITCOIN, evmNativeAsset } from '../../chain/providers/config.ts';
import { ESPLORA_CHAINS } from '../../chain/providers/esplora/esplora-chains.ts';
import { providerFor, type SyncSummary, syncChain } from '../../chain/sync.ts';
import type { Config } from '../../config.ts';
import type { CliContext } from '../main.ts';

/**
 * `sync-chain <number> [--to <block>]`: index a chain from its configured provider (EVM_RPC_URL_<n>,
 * ESPLORA_URL[_<n>]) from where the last sync stopped, as the server's sync worker does. Failures are one line for
 * the operator and exit code 1, never a stack trace.
 */
export function registerSyncChain(program: Command, context: CliContext, config: Config): void {
  program
    .command('sync-chain')
    .description('Index blocks of a chain from its configured provider (EVM_RPC_URL_<n>, ESPLORA_URL[_<n>])')
    .argument(
      '<number>',
      'blockchain number (0 Bitcoin, 1 Ethereum, …)',
      blockNumberArgument('blockchain number'),
    )
    .option('--to <block>', 'stop at this block instead of the chain head', blockNumberArgument('block'))
    .action(async (blockchain: number, options: { to?: number }) => {
      process.exitCode = await runSyncChain(context, config, blockchain, options.to);
    });
}

async function runSyncChain(
  context: CliContext,
  config: Config,
  blockchain: number,
  toBlock: number | undefined,
): Promise<number> {
  const providers = config.chainProviders;
  if (!getChain(blockchain))
    return fail(`Unknown blockchain ${blockchain}: blockchains are numbered 0 to 123.`);
  if (providerFor(providers, blockchain) === 'demo') {
    const esploraChains = [...ESPLORA_CHAINS.values()].map((c) => c.native.name).join(' and ');
    const setting =
      blockchain === BITCOIN
        ? 'set ESPLORA_URL to an Esplora API'
        : ESPLORA_CHAINS.has(blockchain)
          ? `set ESPLORA_URL_${blockchain} to an Esplora API`
          : evmNativeAsset(blockchain)
            ? `set EVM_RPC_URL_${blockchain} to an EVM JSON-RPC endpoint`
            : `only ${esploraChains} (Esplora) and EVM chains (JSON-RPC) can be synced`;
    return fail(
      `No chain data provider is configured for blockchain ${blockchain} (${setting}). ` +
        'Without one the chain is served by the demo data, which has nothing to sync.',
    );
  }
  const handle = await context.open();
  const bar = new SingleBar({
    format:
      'blockchain {chain} |{bar}| {percentage}% | block {block} of {toBlock} | {transactions} tx | ETA {eta}s',
    stream: process.stderr,
    hideCursor: true,
  });
  let started = false;
  try {
    const summary = await syncChain(handle.db, providers, blockchain, {
      ...(toBlock !== undefined ? { toBlock } : {}),
      onProgress: (p) => {
        const payload = {
          chain: blockchain,
          block: p.block,
          toBlock: p.toBlock,
          transactions: p.transactions,
        };
        if (!started) {
          bar.start(p.blocksTotal, 0, payload);
          started = true;
        }
        bar.update(p.blocksDone, payload);
      },
    });
    if (started) bar.stop();
    process.stdout.write(`${describe(summary)}\n`);
    for (const warning of summary.warnings ?? []) process.stderr.write(`Warning: ${warning}\n`);
    return 0;
  } catch (error) {
    if (started) bar.stop();
    return fail(
      `Sync of blockchain ${blockchain} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await handle.close();
  }
}

function describe(s: SyncSummary): string {
  if (s.fromBlock === null || s.toBlock === null)
    return `Blockchain ${s.blockchain} (${s.provider}): ${s.note ?? 'nothing to sync'}.`;
  const rate =
    s.seconds > 0
      ? ` (${(s.blocks / s.seconds).toFixed(1)} blocks/s, ${(s.transactions / s.seconds).toFixed(0)} tx/s)`
      : '';
  return (
    `Blockchain ${s.blockchain} (${s.provider}): synced blocks ${s.fromBlock}–${s.toBlock}: ${s.blocks} blocks, ` +
    `${s.transactions} transactions, ${s.transfers} transfers in ${s.seconds.toFixed(1)} s${rate}.`
  );
}

function fail(message: string): number {
  process.stderr.write(`${message}\n`);
  return 1;
}

function blockNumberArgument(what: string) {
  return (value: string): number => {
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
      throw new InvalidArgumentError(`the ${what} must be a whole number.`);
    }
    return Number(value);
  };
}
