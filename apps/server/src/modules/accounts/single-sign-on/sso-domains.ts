import { Resolver } from 'node:dns/promises';
import type { Db } from '../../../db/client.ts';
import { randomToken } from '../../../lib/hashing.ts';

/** The TXT record that proves a domain: its owner publishes it at the domain itself. */
export const DOMAIN_PROOF_PREFIX = 'riskscreen-domain-verification=';

export type SsoDomain = { domain: string; token: string; provenBy: 'dns' | 'operator' | null };

/** A domain another organisation holds, or that two organisations claimed at once and the other got first. */
export class DomainTaken extends Error {
  constructor(readonly domain: string) {
    super(`The domain ${domain} is already used for single sign-on by another organisation.`);
  }
}

/**
 * Make the organisation's claimed domains the given list, in the caller's transaction: dropped ones are let go,
 * new ones claimed unproven with a fresh verification token. A domain is one organisation's only (the table's
 * primary key): a domain held elsewhere, or claimed elsewhere a moment earlier, is refused.
 */
export async function claimSsoDomains(trx: Db, organizationId: number, domains: string[]): Promise<void> {
  let release = trx.deleteFrom('sso_domains').where('organization_id', '=', organizationId);
  if (domains.length > 0) release = release.where('domain', 'not in', domains);
  await release.execute();
  if (domains.length === 0) return;
  await trx
    .insertInto('sso_domains')
    .values(
      domains.map((domain) => ({
        domain,
        organization_id: organizationId,
        verification_token: randomToken(16),
      })),
    )
    .onConflict((c) => c.column('domain').doNothing())
    .execute();
  const held = await trx
    .selectFrom('sso_domains')
    .select(['domain', 'organization_id'])
    .where('domain', 'in', domains)
    .execute();
  const taken = held.find((h) => h.organization_id !== organizationId);
  if (taken) throw new DomainTaken(taken.domain);
}

/** The organisation's claimed domains with their tokens and how each was proven (null: not yet). */
export async function ssoDomainsOf(db: Db, organizationId: number): Promise<SsoDomain[]> {
  const rows = await db
    .selectFrom('sso_domains')
    .select(['domain', 'verification_token', 'proven_by'])
    .where('organization_id', '=', organizationId)
    .orderBy('domain')
    .execute();
  return rows.map((r) => ({ domain: r.domain, token: r.verification_token, provenBy: r.proven_by }));
}

/** The operator vouches for a domain of the organisation (false: the organisation does not claim it). */
export async function proveDomainByOperator(
  db: Db,
  organizationId: number,
  domain: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('sso_domains')
    .set({ proven_at: new Date(), proven_by: 'operator' })
    .where('organization_id', '=', organizationId)
    .where('domain', '=', domain.toLowerCase())
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/**
 * Look up the TXT records of the organisation's unproven domains and mark those that carry their token proven.
 * `servers` are the DNS servers asked (config DNS_SERVERS; none: the system's). A domain without the record, or
 * whose lookup fails, stays unproven. Answers every domain after the check.
 */
export async function proveDomainsByDns(
  db: Db,
  organizationId: number,
  servers: string[] | undefined,
): Promise<SsoDomain[]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers?.length) resolver.setServers(servers);
  for (const claimed of await ssoDomainsOf(db, organizationId)) {
    if (claimed.provenBy !== null) continue;
    const records = await resolver.resolveTxt(claimed.domain).catch(() => [] as string[][]);
    // A long TXT record arrives in chunks of at most 255 characters; the record is their concatenation.
    if (!records.some((chunks) => chunks.join('') === `${DOMAIN_PROOF_PREFIX}${claimed.token}`)) continue;
    await db
      .updateTable('sso_domains')
      .set({ proven_at: new Date(), proven_by: 'dns' })
      .where('domain', '=', claimed.domain)
      .where('organization_id', '=', organizationId)
      .execute();
  }
  return ssoDomainsOf(db, organizationId);
}
