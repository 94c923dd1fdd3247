import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/client.ts';
import { type ChainProviderConfig, configuredChains } from './providers/config.ts';
import { providerFor, type SyncSummary, syncChain } from './sync.ts';

/** What the worker logs through (pino's logger, or Fastify's). */
export type SyncLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
};

export type ChainSyncWorkerOptions = {
  /** Pause between two polls of a provider that answered. */
  intervalMs: number;
  /** Longest pause after repeated failures (the backoff doubles from intervalMs up to this). Default 5 min. */
  maxBackoffMs?: number;
  log: SyncLog;
  /** Told after a poll stored new blocks (the monitor follows them at once rather than on its minute). */
  onNewBlocks?: (summary: SyncSummary) => Promise<void>;
};

export type ChainSyncWorker = {
  /** The chains the worker polls. */
  readonly chains: readonly number[];
  /** Stop polling: ends the sync in hand between two batches and resolves when every loop has ended. */
  stop(): Promise<void>;
};

/**
 * The server's chain synchronisation: one loop per configured provider (EVM_RPC_URL_<n>, ESPLORA_URL[_<n>]) that
 * indexes new blocks through the same syncChain the `sync-chain` command runs, then waits `intervalMs`. The store's
 * chain_sync row is what the health check shows and what makes screening's chain graph rebuild. A provider that
 * fails (down, timing out, answering garbage) is retried with a doubling pause and never stops the server or the
 * other chains.
 */
export function startChainSyncWorker(
  db: Db,
  providers: ChainProviderConfig,
  options: ChainSyncWorkerOptions,
): ChainSyncWorker {
  const chains = configuredChains(providers);
  const controller = new AbortController();
  const { signal } = controller;
  const maxBackoffMs = Math.max(options.intervalMs, options.maxBackoffMs ?? 5 * 60_000);
  const log = options.log;

  const loop = async (blockchain: number): Promise<void> => {
    const provider = providerFor(providers, blockchain);
    const context = { blockchain, provider };
    let failures = 0;
    const warned = new Set<string>();
    while (!signal.aborted) {
      let pauseMs = options.intervalMs;
      try {
        const summary = await syncChain(db, providers, blockchain, { signal });
        if (failures > 0) log.info({ ...context, failures }, 'chain data provider answers again');
        failures = 0;
        report(log, summary);
        if (summary.blocks > 0) await options.onNewBlocks?.(summary);
        // The same warning (a node without traces) every interval would drown the log: once per run.
        for (const warning of summary.warnings ?? []) {
          if (warned.has(warning)) continue;
          warned.add(warning);
          log.warn(context, warning);
        }
      } catch (error) {
        if (signal.aborted) break;
        failures += 1;
        pauseMs = Math.min(maxBackoffMs, options.intervalMs * 2 ** failures);
        log.warn(
          {
            ...context,
            failures,
            retryInSeconds: Math.round(pauseMs / 1000),
            error: error instanceof Error ? error.message : String(error),
          },
          'chain sync failed; retrying',
        );
      }
      await sleep(pauseMs, undefined, { signal }).catch(() => undefined);
    }
  };

  if (chains.length > 0) {
    log.info(
      { chains: chains.map((c) => `${c}:${providerFor(providers, c)}`), intervalMs: options.intervalMs },
      'chain sync started',
    );
  }
  const running = Promise.all(chains.map(loop));
  return {
    chains,
    async stop() {
      controller.abort();
      await running;
    },
  };
}

function report(log: SyncLog, s: SyncSummary): void {
  const details = { blockchain: s.blockchain, provider: s.provider };
  if (s.fromBlock === null || s.toBlock === null || s.blocks === 0) {
    log.debug({ ...details, note: s.note ?? 'nothing new' }, 'chain up to date');
    return;
  }
  log.info(
    {
      ...details,
      fromBlock: s.fromBlock,
      toBlock: s.toBlock,
      blocks: s.blocks,
      transactions: s.transactions,
      transfers: s.transfers,
      seconds: Number(s.seconds.toFixed(2)),
    },
    `synced blocks ${s.fromBlock}–${s.toBlock}`,
  );
}
