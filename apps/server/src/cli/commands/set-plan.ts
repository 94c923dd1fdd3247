import type { Command } from 'commander';
import {
  dateOnly,
  type PlanChange,
  PlanRefused,
  planFlagsOf,
  setPlan,
} from '../../modules/accounts/index.ts';
import type { CliContext } from '../main.ts';

type SetPlanOptions = {
  organisation: string;
  name?: string;
  endDate?: string;
  userLimit?: string;
  creditLimit?: string;
  apiRateLimit?: string;
  tokenMonitoring?: string;
  continuousMonitoring?: string;
  proofOfReserves?: string;
};

/**
 * `set-plan --organisation <slug or name> [--name <plan>] [--end-date <YYYY-MM-DD|none>] [--user-limit <N|none>]
 * [--credit-limit <N|none>] [--api-rate-limit <N|none>] [--token-monitoring on|off] [--continuous-monitoring on|off]
 * [--proof-of-reserves on|off]`: the operator sets an organisation's billing plan; only the options given change.
 * 'none' removes the end date or a limit. Extending the end date lifts 'Your Billing Plan Has Expired' at once.
 * Token monitoring (the smart contract watchlist) is set on every workspace of the organisation.
 */
export function registerSetPlan(program: Command, context: CliContext): void {
  program
    .command('set-plan')
    .description("Set an organisation's billing plan: name, end date, user, credit and API rate limits")
    .requiredOption('--organisation <organisation>', "the organisation's slug or name")
    .option('--name <plan>', "the plan's name")
    .option('--end-date <date>', "the plan's last day (YYYY-MM-DD), or none")
    .option('--user-limit <n>', 'the most active users, or none')
    .option('--credit-limit <n>', 'screenings per 12 months, or none')
    .option('--api-rate-limit <n>', 'requests per minute of each API key, or none')
    .option('--token-monitoring <on|off>', 'the smart contract watchlist, in every workspace')
    .option('--continuous-monitoring <on|off>', 'whether admins may change continuous monitoring')
    .option('--proof-of-reserves <on|off>', 'the proof of reserves feature')
    .action(async (options: SetPlanOptions) => {
      process.exitCode = await runSetPlan(context, options);
    });
}

/** The change the options ask for, or the reason it is refused. */
export function planChangeOf(options: Omit<SetPlanOptions, 'organisation'>): PlanChange | string {
  const change: PlanChange = {};
  if (options.name !== undefined) {
    const name = options.name.trim();
    if (!name || name.length > 100) return 'The plan name must have 1 to 100 characters.';
    change.name = name;
  }
  if (options.endDate !== undefined) {
    if (options.endDate === 'none') change.endDate = null;
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(options.endDate) || Number.isNaN(Date.parse(options.endDate)))
      return `${options.endDate} is not a date (YYYY-MM-DD) or none.`;
    else change.endDate = options.endDate;
  }
  for (const [key, value, label] of [
    ['userLimit', options.userLimit, 'user limit'],
    ['creditLimit', options.creditLimit, 'credit limit'],
    ['apiRateLimit', options.apiRateLimit, 'API rate limit'],
  ] as const) {
    if (value === undefined) continue;
    if (value === 'none') change[key] = null;
    else if (!/^\d{1,9}$/.test(value)) return `The ${label} must be a whole number or none.`;
    else if (key === 'apiRateLimit' && Number(value) === 0)
      return 'The API rate limit must be at least 1 request a minute, or none.';
    else change[key] = Number(value);
  }
  for (const [value, option, apply] of [
    [options.tokenMonitoring, '--token-monitoring', (on: boolean) => (change.tokenMonitoring = on)],
    [
      options.continuousMonitoring,
      '--continuous-monitoring',
      (on: boolean) => (change.flags = { ...change.flags, can_enable_continuous_monitoring: on }),
    ],
    [
      options.proofOfReserves,
      '--proof-of-reserves',
      (on: boolean) => (change.flags = { ...change.flags, is_proof_of_reserve_enabled: on }),
    ],
  ] as const) {
    if (value === undefined) continue;
    if (value !== 'on' && value !== 'off') return `${option} must be on or off, not ${value}.`;
    apply(value === 'on');
  }
  if (Object.keys(change).length === 0)
    return (
      'Give at least one of --name, --end-date, --user-limit, --credit-limit, --api-rate-limit, ' +
      '--token-monitoring, --continuous-monitoring, --proof-of-reserves.'
    );
  return change;
}

const onOff = (on: boolean) => (on ? 'on' : 'off');

async function runSetPlan(context: CliContext, options: SetPlanOptions): Promise<number> {
  const change = planChangeOf(options);
  if (typeof change === 'string') return refuse(change);
  const handle = await context.open();
  try {
    const plan = await setPlan(handle.db, options.organisation.trim(), change);
    const end = plan.plan_end_date ? dateOnly(plan.plan_end_date) : 'none';
    const flags = planFlagsOf(plan.plan_flags);
    process.stdout.write(
      `Plan of ${plan.name} (${plan.slug}): ${plan.plan_name}, ends ${end}, ` +
        `user limit ${plan.user_limit ?? 'none'}, credit limit ${plan.credit_limit ?? 'none'}, ` +
        `API rate limit ${plan.api_rate_limit === null ? 'none' : `${plan.api_rate_limit}/min per key`}, ` +
        `continuous monitoring ${onOff(flags.can_enable_continuous_monitoring)}, ` +
        `proof of reserves ${onOff(flags.is_proof_of_reserve_enabled)}, ` +
        `token monitoring in ${plan.tokenMonitoringWorkspaces} of ${plan.workspaceCount} workspaces.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof PlanRefused) return refuse(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

function refuse(message: string): number {
  process.stderr.write(`${message} Nothing was changed.\n`);
  return 1;
}
