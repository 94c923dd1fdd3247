import type { ssoSettings } from '@riskscreen/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { claimSsoDomains, DomainTaken } from './sso-domains.ts';

export type SsoSettingsAnswer = z.infer<typeof ssoSettings>;

/** What an organisation's provider needs to run a sign-in. */
export type SsoProvider = {
  organizationId: number;
  issuer: string;
  clientId: string;
  clientSecret: string;
  allowedDomains: string[];
  defaultWorkspaceId: number | null;
  defaultRole: number;
};

export type SsoChange = {
  isEnabled: boolean;
  issuer: string;
  clientId: string;
  /** Left out: the stored secret is kept. */
  clientSecret?: string | undefined;
  allowedDomains: string[];
  defaultWorkspaceId: number | null;
  defaultRole: number;
};

/** A change refused with a reason an admin or operator can act on, and the setting it is about. */
export class SsoRefused extends Error {
  constructor(
    message: string,
    readonly field: 'client_secret' | 'default_workspace' | 'allowed_domains' = 'default_workspace',
  ) {
    super(message);
  }
}

/** The organisation's domains that single sign-on may route and provision from: the proven ones. */
async function provenDomainsOf(db: Db, organizationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sso_domains')
    .select('domain')
    .where('organization_id', '=', organizationId)
    .where('proven_at', 'is not', null)
    .orderBy('domain')
    .execute();
  return rows.map((r) => r.domain);
}

export function callbackUrl(publicUrl: string): string {
  return `${publicUrl}/auth/api/sso/callback/`;
}

/** The enabled provider of an organisation, or null. */
export async function enabledProvider(db: Db, organizationId: number): Promise<SsoProvider | null> {
  const row = await db
    .selectFrom('organization_sso')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('is_enabled', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    organizationId: row.organization_id,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecret: row.client_secret,
    allowedDomains: await provenDomainsOf(db, row.organization_id),
    defaultWorkspaceId: row.default_workspace_id,
    defaultRole: row.default_role,
  };
}

/**
 * The organisation an e-mail signs in to through single sign-on: the user's own organisation when it has an enabled
 * provider, else an organisation with an enabled provider that provisions the e-mail's domain. Null: no SSO.
 */
export async function ssoOrganisationFor(
  db: Db,
  email: string,
): Promise<{ organizationId: number; slug: string } | null> {
  const user = await db
    .selectFrom('users')
    .select('organization_id')
    .where('email', '=', email)
    .executeTakeFirst();
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  let query = db
    .selectFrom('organization_sso')
    .innerJoin('organizations', 'organizations.id', 'organization_sso.organization_id')
    .select(['organizations.id', 'organizations.slug'])
    .where('organization_sso.is_enabled', '=', true);
  query = user
    ? query.where('organizations.id', '=', user.organization_id)
    : query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('sso_domains')
            .select('sso_domains.domain')
            .whereRef('sso_domains.organization_id', '=', 'organization_sso.organization_id')
            .where('sso_domains.domain', '=', domain)
            .where('sso_domains.proven_at', 'is not', null),
        ),
      );
  const row = await query.orderBy('organizations.id').executeTakeFirst();
  return row ? { organizationId: row.id, slug: row.slug } : null;
}

/** The settings as an organisation admin reads them (never the secret). */
export async function readSsoSettings(
  db: Db,
  organizationId: number,
  publicUrl: string,
): Promise<SsoSettingsAnswer> {
  const row = await db
    .selectFrom('organization_sso')
    .leftJoin('workspaces', 'workspaces.id', 'organization_sso.default_workspace_id')
    .select([
      'organization_sso.issuer',
      'organization_sso.client_id',
      'organization_sso.client_secret',
      'organization_sso.is_enabled',
      'organization_sso.allowed_domains',
      'organization_sso.default_role',
      'workspaces.slug as workspace_slug',
    ])
    .where('organization_sso.organization_id', '=', organizationId)
    .executeTakeFirst();
  return {
    is_configured: row !== undefined,
    is_enabled: row?.is_enabled ?? false,
    issuer: row?.issuer ?? null,
    client_id: row?.client_id ?? null,
    has_client_secret: Boolean(row?.client_secret),
    allowed_domains: row?.allowed_domains ?? [],
    default_workspace: row?.workspace_slug ?? null,
    default_role: row?.default_role ?? 2,
    redirect_uri: callbackUrl(publicUrl),
  };
}

/** The id of a workspace of the organisation by slug (a foreign or unknown one is refused). */
export async function workspaceOf(
  db: Db,
  organizationId: number,
  slug: string | null,
): Promise<number | null> {
  if (slug === null) return null;
  const row = await db
    .selectFrom('workspaces')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new SsoRefused(`The workspace ${slug} is not a workspace of this organisation.`);
  return row.id;
}

/** Store the organisation's provider; the first setting needs a client secret, later ones may keep it. */
export async function saveSsoSettings(db: Db, organizationId: number, change: SsoChange): Promise<void> {
  const values = {
    issuer: change.issuer.replace(/\/+$/, ''),
    client_id: change.clientId,
    is_enabled: change.isEnabled,
    allowed_domains: [...new Set(change.allowedDomains.map((d) => d.toLowerCase()))],
    default_workspace_id: change.defaultWorkspaceId,
    default_role: change.defaultRole,
    updated_at: new Date(),
  };
  try {
    await inTransaction(db, async (trx) => {
      if (change.clientSecret === undefined) {
        const updated = await trx
          .updateTable('organization_sso')
          .set(values)
          .where('organization_id', '=', organizationId)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw new SsoRefused('Enter the client secret.', 'client_secret');
      } else {
        await trx
          .insertInto('organization_sso')
          .values({ organization_id: organizationId, client_secret: change.clientSecret, ...values })
          .onConflict((oc) =>
            oc.column('organization_id').doUpdateSet({ client_secret: change.clientSecret, ...values }),
          )
          .execute();
      }
      await claimSsoDomains(trx, organizationId, values.allowed_domains);
    });
  } catch (error) {
    if (error instanceof DomainTaken) throw new SsoRefused(error.message, 'allowed_domains');
    throw error;
  }
}
