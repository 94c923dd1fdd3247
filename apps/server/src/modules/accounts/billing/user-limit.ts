import { errorText } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';

/**
 * The plan's user limit: the organisation's active accounts (invited ones included, they hold a seat once
 * they sign up) plus the new ones may not exceed it. The caller holds the organisation row's lock, so two
 * invitations cannot both take the last seat. Refused as a field error of the invitation form's emails.
 */
export async function refuseBeyondUserLimit(
  trx: Db,
  organizationId: number,
  newUsers: number,
): Promise<void> {
  if (newUsers === 0) return;
  const row = await trx
    .selectFrom('organizations')
    .select([
      'organizations.user_limit',
      (eb) =>
        eb
          .selectFrom('users')
          .select(sql<string>`count(*)`.as('n'))
          .where('users.organization_id', '=', organizationId)
          .where('users.is_active', '=', true)
          .as('users'),
    ])
    .where('organizations.id', '=', organizationId)
    .executeTakeFirstOrThrow();
  if (row.user_limit === null) return;
  if (Number(row.users) + newUsers > row.user_limit)
    throw HttpError.fields({ emails: [errorText('user_limit_reached', row.user_limit)] });
}
