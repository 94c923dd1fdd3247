import { ssoSettingsUpdate } from '@riskscreen/shared';
import type { Command } from 'commander';
import type { Db } from '../../db/client.ts';
import {
  proveDomainByOperator,
  SsoRefused,
  saveSsoSettings,
  workspaceOf,
} from '../../modules/accounts/index.ts';
import type { CliContext } from '../main.ts';

type SetSsoOptions = {
  organisation: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  allowDomain: string[];
  defaultWorkspace?: string;
  defaultRole?: string;
  disable?: boolean;
  domainProven: string[];
};

/**
 * `set-sso --organisation <slug or name> --issuer <url> --client-id <id> [--client-secret <secret>]
 * [--allow-domain <domain>]… [--default-workspace <slug>] [--default-role <n>] [--disable] [--domain-proven <domain>]…`:
 * the operator points an organisation at its OpenID Connect provider (decision 0037). The secret may be left out to
 * keep the stored one. An allowed domain is used only once proven (decision 0081): by its DNS record
 * (`check-sso-domains`) or by the operator's --domain-proven.
 */
export function registerSetSso(program: Command, context: CliContext): void {
  program
    .command('set-sso')
    .description("Set an organisation's single sign-on provider (OpenID Connect)")
    .requiredOption('--organisation <organisation>', "the organisation's slug or name")
    .requiredOption('--issuer <url>', "the provider's issuer URL (its discovery document is read from it)")
    .requiredOption('--client-id <id>', 'the client id registered at the provider')
    .option('--client-secret <secret>', 'the client secret (left out: the stored one is kept)')
    .option(
      '--allow-domain <domain>',
      'an e-mail domain whose unknown people are provisioned (repeat for more)',
      (value: string, previous: string[]) => [...previous, value],
      [] as string[],
    )
    .option('--default-workspace <slug>', 'the workspace provisioned people join (default: the first one)')
    .option('--default-role <n>', 'the role provisioned people get (default 2, Agent)')
    .option('--disable', 'keep the settings but sign in with passwords again')
    .option(
      '--domain-proven <domain>',
      'the operator vouches that the organisation owns this allowed domain (repeat for more)',
      (value: string, previous: string[]) => [...previous, value],
      [] as string[],
    )
    .action(async (options: SetSsoOptions) => {
      process.exitCode = await runSetSso(context, options);
    });
}

async function runSetSso(context: CliContext, options: SetSsoOptions): Promise<number> {
  const parsed = ssoSettingsUpdate.safeParse({
    is_enabled: !options.disable,
    issuer: options.issuer,
    client_id: options.clientId,
    client_secret: options.clientSecret,
    allowed_domains: options.allowDomain,
    default_workspace: options.defaultWorkspace ?? null,
    default_role: options.defaultRole === undefined ? 2 : Number(options.defaultRole),
  });
  if (!parsed.success) return refuse(parsed.error.issues.map((i) => i.message).join(' '));
  const allowed = parsed.data.allowed_domains.map((d) => d.toLowerCase());
  const stray = options.domainProven.find((d) => !allowed.includes(d.toLowerCase()));
  if (stray) return refuse(`The proven domain ${stray} is not one of the --allow-domain domains.`);
  const handle = await context.open();
  try {
    const org = await organisationOf(handle.db, options.organisation.trim());
    if (!org) return refuse(`No organisation has the slug or name ${options.organisation}.`);
    const s = parsed.data;
    await saveSsoSettings(handle.db, org.id, {
      isEnabled: s.is_enabled,
      issuer: s.issuer,
      clientId: s.client_id,
      clientSecret: s.client_secret,
      allowedDomains: s.allowed_domains,
      defaultWorkspaceId: await workspaceOf(handle.db, org.id, s.default_workspace),
      defaultRole: s.default_role,
    });
    for (const domain of options.domainProven) await proveDomainByOperator(handle.db, org.id, domain);
    const domains = s.allowed_domains.length ? s.allowed_domains.join(', ') : 'none';
    process.stdout.write(
      `Single sign-on of ${org.name} (${org.slug}): ${s.is_enabled ? 'on' : 'off'}, issuer ${s.issuer}, ` +
        `client ${s.client_id}, provisioning from ${domains}.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof SsoRefused) return refuse(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

export async function organisationOf(db: Db, nameOrSlug: string) {
  return db
    .selectFrom('organizations')
    .select(['id', 'slug', 'name'])
    .where((eb) => eb.or([eb('slug', '=', nameOrSlug), eb('name', '=', nameOrSlug)]))
    .orderBy('id')
    .executeTakeFirst();
}

function refuse(message: string): number {
  process.stderr.write(`${message} Nothing was changed.\n`);
  return 1;
}
