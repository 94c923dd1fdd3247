import type { Command } from 'commander';
import { setCustodyEnabled } from '../../modules/accounts/index.ts';
import { setCustodyAdvanced } from '../../modules/integrations/index.ts';
import type { CliContext } from '../main.ts';

type SetIntegrationsOptions = { organisation: string; fireblocks?: string; fireblocksAdvanced?: string };

/**
 * `set-integrations --organisation <slug or name> [--fireblocks on|off] [--fireblocks-advanced on|off]`: the
 * operator's switches of the custody service (decision 0088): whether the organisation may add it (the account
 * permission fireblocks_enabled), and the advanced integration its users see read-only.
 */
export function registerSetIntegrations(program: Command, context: CliContext): void {
  program
    .command('set-integrations')
    .description(
      "Set an organisation's integration switches: the custody service and its advanced integration",
    )
    .requiredOption('--organisation <organisation>', "the organisation's slug or name")
    .option('--fireblocks <on|off>', 'whether the organisation may add the custody service (Fireblocks)')
    .option(
      '--fireblocks-advanced <on|off>',
      "the advanced custody integration, in every workspace's integration",
    )
    .action(async (options: SetIntegrationsOptions) => {
      process.exitCode = await runSetIntegrations(context, options);
    });
}

function onOffOf(value: string | undefined, option: string): boolean | undefined | string {
  if (value === undefined) return undefined;
  if (value !== 'on' && value !== 'off') return `${option} must be on or off, not ${value}.`;
  return value === 'on';
}

async function runSetIntegrations(context: CliContext, options: SetIntegrationsOptions): Promise<number> {
  const enabled = onOffOf(options.fireblocks, '--fireblocks');
  const advanced = onOffOf(options.fireblocksAdvanced, '--fireblocks-advanced');
  for (const value of [enabled, advanced]) if (typeof value === 'string') return refuse(value);
  if (enabled === undefined && advanced === undefined)
    return refuse('Give at least one of --fireblocks, --fireblocks-advanced.');
  const handle = await context.open();
  try {
    const name = options.organisation.trim();
    const organisation = await handle.db
      .selectFrom('organizations')
      .select(['id', 'name', 'slug'])
      .where((eb) => eb.or([eb('slug', '=', name), eb('name', '=', name)]))
      .executeTakeFirst();
    if (!organisation) return refuse(`No organisation ${name}.`);
    const lines: string[] = [];
    if (typeof enabled === 'boolean') {
      await setCustodyEnabled(handle.db, organisation.id, enabled);
      lines.push(`Fireblocks ${enabled ? 'on' : 'off'} for ${organisation.name} (${organisation.slug}).`);
    }
    if (typeof advanced === 'boolean') {
      const changed = await setCustodyAdvanced(handle.db, organisation.id, advanced);
      lines.push(
        `Advanced Fireblocks integration ${advanced ? 'on' : 'off'}: ${changed} integration(s) changed.`,
      );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await handle.close();
  }
}

function refuse(message: string): number {
  process.stderr.write(`${message} Nothing was changed.\n`);
  return 1;
}
