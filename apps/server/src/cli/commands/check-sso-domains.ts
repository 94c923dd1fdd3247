import type { Command } from 'commander';
import type { Config } from '../../config.ts';
import { DOMAIN_PROOF_PREFIX, proveDomainsByDns } from '../../modules/accounts/index.ts';
import type { CliContext } from '../main.ts';
import { organisationOf } from './set-sso.ts';

/**
 * `check-sso-domains --organisation <slug or name>`: the operator checks the DNS TXT records that prove the
 * organisation's single sign-on domains (decision 0081) and sees, for each domain still unproven, the record its
 * owner must publish. A proven domain is used to route sign-ins and provision people; an unproven one is not.
 */
export function registerCheckSsoDomains(program: Command, context: CliContext, config: Config): void {
  program
    .command('check-sso-domains')
    .description("Check the DNS records that prove an organisation's single sign-on domains")
    .requiredOption('--organisation <organisation>', "the organisation's slug or name")
    .action(async (options: { organisation: string }) => {
      const handle = await context.open();
      try {
        const org = await organisationOf(handle.db, options.organisation.trim());
        if (!org) {
          process.stderr.write(`No organisation has the slug or name ${options.organisation}.\n`);
          process.exitCode = 1;
          return;
        }
        const domains = await proveDomainsByDns(handle.db, org.id, config.dnsServers);
        if (domains.length === 0) process.stdout.write(`${org.name} claims no single sign-on domain.\n`);
        for (const d of domains) {
          process.stdout.write(
            d.provenBy === null
              ? `${d.domain}: not proven; publish the TXT record "${DOMAIN_PROOF_PREFIX}${d.token}" at ${d.domain}.\n`
              : `${d.domain}: proven (${d.provenBy === 'dns' ? 'DNS record' : 'by the operator'}).\n`,
          );
        }
      } finally {
        await handle.close();
      }
    });
}
