import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';

/**
 * Past the plan's end date (the end date itself still counts) the organisation's workspace requests answer 401
 * 'Your Billing Plan Has Expired', which the web shows as its billing error screen. No end date: no expiry.
 */
export async function refuseExpiredPlan(db: Db, organizationId: number, now: Date): Promise<void> {
  const org = await db
    .selectFrom('organizations')
    .select('plan_end_date')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!org?.plan_end_date) return;
  const today = now.toISOString().slice(0, 10);
  if (dateOnly(org.plan_end_date) < today) throw HttpError.fromCatalogue(401, 'billing_plan_expired');
}

/** A DATE column as YYYY-MM-DD, whether the driver hands a string or a Date (at UTC midnight). */
export function dateOnly(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
