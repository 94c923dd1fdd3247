import type { Command } from 'commander';
import { dateOnly, type PlanChange, PlanRefused, setPlan } from '../../modules/accounts/index.ts';
import type { CliContext } from '../main.ts';

type SetPlanOptions = {
  organisation: string;
  name?: string;
  endDate?: string;
  userLimit?: string;
  creditLimit?: string;
  apiRateLimit?: string;
};

/**
 * `set-plan --organisation <slug or name> [--name <plan>] [--end-date <YYYY-MM-DD|none>] [--user-limit <N|none>]
 * [--credit-limit <N|none>] [--api-rate-limit <N|none>]`: the operator sets an organisation's billing plan; only the options given change.
 * 'none' removes the end date or a limit. Extending the end date lifts 'Your Billing Plan Has Expired' at once.
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
  if (Object.keys(change).length === 0)
    return 'Give at least one of --name, --end-date, --user-limit, --credit-limit, --api-rate-limit.';
  return change;
}

async function runSetPlan(context: CliContext, options: SetPlanOptions): Promise<number> {
  const change = planChangeOf(options);
  if (typeof change === 'string') return refuse(change);
  const handle = await context.open();
  try {
    const plan = await setPlan(handle.db, options.organisation.trim(), change);
    const end = plan.plan_end_date ? dateOnly(plan.plan_end_date) : 'none';
    process.stdout.write(
      `Plan of ${plan.name} (${plan.slug}): ${plan.plan_name}, ends ${end}, ` +
        `user limit ${plan.user_limit ?? 'none'}, credit limit ${plan.credit_limit ?? 'none'}, ` +
        `API rate limit ${plan.api_rate_limit === null ? 'none' : `${plan.api_rate_limit}/min per key`}.\n`,
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
