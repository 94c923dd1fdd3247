import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * An e-mail domain an organisation's single sign-on provisions from (issue 28, decision 0081): one organisation
 * per domain (the primary key also settles two organisations claiming it at once), and used for sign-in and sign-up
 * only once proven, by a DNS TXT record `riskscreen-domain-verification=<token>` or by the operator's word.
 * The domains already listed are carried over unproven; the first organisation (by id) of a doubly claimed one keeps
 * it. organization_sso.allowed_domains stays the list the admin edits; this table mirrors it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE sso_domains (
      domain text PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      verification_token text NOT NULL,
      proven_at timestamptz,
      proven_by text CHECK (proven_by IN ('dns', 'operator'))
    );
    CREATE INDEX sso_domains_organisation ON sso_domains(organization_id);
    INSERT INTO sso_domains (domain, organization_id, verification_token)
      SELECT d.domain, s.organization_id, md5(random()::text || clock_timestamp()::text || d.domain)
      FROM organization_sso s, unnest(s.allowed_domains) AS d(domain)
      ORDER BY s.organization_id
      ON CONFLICT (domain) DO NOTHING;
    `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
