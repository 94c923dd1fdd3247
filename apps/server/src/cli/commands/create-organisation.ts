import type { Command } from 'commander';
import type { Config } from '../../config.ts';
import { FoundingRefused, foundOrganisation } from '../../modules/workspaces/index.ts';
import type { CliContext } from '../main.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `create-organisation --name <name> --admin-email <email>`: the first run without the demo (or one more
 * organisation). Creates the organisation, its first workspace and its first organisation admin, and prints the
 * admin's one-time sign-up link (7 days) to choose a password. Nothing is mailed: the operator hands the link over.
 */
export function registerCreateOrganisation(program: Command, context: CliContext, config: Config): void {
  program
    .command('create-organisation')
    .description('Create an organisation with its first workspace and admin; prints a one-time sign-up link')
    .requiredOption('--name <name>', "the organisation's name")
    .requiredOption('--admin-email <email>', "the first organisation admin's email address")
    .option('--workspace <name>', "the first workspace's name", 'Main')
    .option('--slug <slug>', "the organisation's slug (made from the name when not given)")
    .action(async (options: { name: string; adminEmail: string; workspace: string; slug?: string }) => {
      process.exitCode = await runCreateOrganisation(context, config, options);
    });
}

async function runCreateOrganisation(
  context: CliContext,
  config: Config,
  options: { name: string; adminEmail: string; workspace: string; slug?: string },
): Promise<number> {
  const name = options.name.trim();
  const email = options.adminEmail.trim().toLowerCase();
  const workspaceName = options.workspace.trim();
  if (!name || name.length > 100) return refuse('The name must have 1 to 100 characters.');
  if (!workspaceName || workspaceName.length > 100)
    return refuse('The workspace name must have 1 to 100 characters.');
  if (!EMAIL.test(email) || email.length > 254)
    return refuse(`${options.adminEmail} is not an email address.`);
  if (options.slug !== undefined && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(options.slug))
    return refuse('The slug may hold lowercase letters, digits and single hyphens only.');
  const handle = await context.open();
  try {
    const founded = await foundOrganisation(handle.db, {
      name,
      slug: options.slug,
      workspaceName,
      admin: { email },
    });
    process.stdout.write(
      `Organisation ${name} (${founded.organizationSlug}) created with the workspace ${workspaceName} ` +
        `(${founded.workspaceSlug}).\n` +
        `Sign-up link for ${email} (works once, for 7 days):\n${config.publicUrl}${founded.signUpPath}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof FoundingRefused) return refuse(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

function refuse(message: string): number {
  process.stderr.write(`${message} Nothing was created.\n`);
  return 1;
}
