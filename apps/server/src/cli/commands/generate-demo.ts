import { MultiBar, Presets } from 'cli-progress';
import { type Command, InvalidArgumentError } from 'commander';
import {
  clearDemoWorld,
  DEFAULT_DEMO_SEED,
  DEMO_CHAINS,
  type DemoSummary,
  demoReferenceDate,
  demoWorldPresent,
  generateDemoWorld,
} from '../../chain/providers/demo/index.ts';
import type { Config } from '../../config.ts';
import type { CliContext } from '../main.ts';

type Options = { scale: number; seed: string; now?: Date; replace?: boolean };

/**
 * `generate-demo [--scale N] [--seed S] [--now YYYY-MM-DD] [--replace]`: generate the deterministic demo world
 * (Bitcoin, Ethereum, Tron, BNB Smart Chain) into the store, with a progress bar per chain.
 */
export function registerGenerateDemo(program: Command, context: CliContext, _config: Config): void {
  program
    .command('generate-demo')
    .description('Generate the synthetic demo world (same seed, scale and date give the same data)')
    .option(
      '--scale <n>',
      'size: 1 is the default world, 10 and 100 are ten and a hundred times larger',
      scaleOf,
      1,
    )
    .option('--seed <seed>', 'seed of the world', DEFAULT_DEMO_SEED)
    .option('--now <date>', 'reference date the two-year window ends on (default: today, UTC)', dateOf)
    .option('--replace', 'remove an existing demo world first')
    .action(async (options: Options) => {
      process.exitCode = await runGenerateDemo(context, options);
    });
}

function scaleOf(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 1000)
    throw new InvalidArgumentError('Scale must be a number above 0 and at most 1000.');
  return n;
}

function dateOf(value: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) {
    throw new InvalidArgumentError('Use a date such as 2025-06-30.');
  }
  return date;
}

async function runGenerateDemo(context: CliContext, options: Options): Promise<number> {
  const handle = await context.open();
  try {
    if (await demoWorldPresent(handle.db)) {
      if (!options.replace) {
        process.stderr.write(
          'A demo world is already loaded. Add --replace to remove it and generate a new one.\n',
        );
        return 1;
      }
      process.stdout.write('Removing the existing demo world…\n');
      await clearDemoWorld(handle.db);
    }
    const now = options.now ?? demoReferenceDate();
    process.stdout.write(
      `Generating the demo world: seed "${options.seed}", scale ${options.scale}, ` +
        `two years up to ${now.toISOString().slice(0, 10)}.\n`,
    );
    // Bars only on a terminal: piped into a log, cli-progress prints its format with the placeholders unfilled.
    const bars = process.stderr.isTTY
      ? new MultiBar(
          {
            format: ' {chain} |{bar}| {percentage}%',
            stream: process.stderr,
            hideCursor: true,
            clearOnComplete: false,
          },
          Presets.shades_classic,
        )
      : undefined;
    const perChain = new Map(
      bars ? DEMO_CHAINS.map((c) => [c.blockchain, bars.create(100, 0, { chain: c.name.padEnd(16) })]) : [],
    );
    let summary: DemoSummary;
    try {
      summary = await generateDemoWorld(
        { db: handle.db, pglite: handle.pglite },
        { seed: options.seed, scale: options.scale, now },
        (p) => perChain.get(p.blockchain)?.update(Math.round(p.fraction * 100)),
      );
    } finally {
      bars?.stop();
    }
    for (const c of summary.chains) {
      const name = DEMO_CHAINS.find((x) => x.blockchain === c.blockchain)?.name ?? String(c.blockchain);
      process.stdout.write(
        `  ${name}: ${c.transactions} transactions, ${c.transfers} transfers, ${c.addresses} addresses, ${c.labels} labels\n`,
      );
    }
    process.stdout.write(`Done in ${(summary.ms / 1000).toFixed(1)} s.\n`);
    return 0;
  } catch (error) {
    process.stderr.write(
      `Demo generation failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  } finally {
    await handle.close();
  }
}
