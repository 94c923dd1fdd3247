import {
  ADDRESS_FAILURE_REASONS,
  type AddressFailure,
  type CustomTaggedAddressesCreateResponse,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { getCustomTag } from './custom-tags.repo.ts';
import { type ListAddress, parseListAddress } from './list-address.ts';
import { existingIdentifiers, insertAddresses } from './list-addresses.repo.ts';

/**
 * Add addresses to a custom list or tag: the valid new ones are added, the others come back with their reason
 * (spec part 3 §5: only the failed ones remain in the input box). Repeats within one input count once.
 */
export async function addListAddresses(
  db: Db,
  workspaceId: number,
  userId: number,
  listId: number,
  raw: readonly string[],
): Promise<CustomTaggedAddressesCreateResponse> {
  const list = await getCustomTag(db, workspaceId, listId);
  if (!list) throw notFound();
  const failed: AddressFailure[] = [];
  const parsed = new Map<string, ListAddress & { raw: string }>();
  let repeated = 0;
  for (const address of raw) {
    const entry = parseListAddress(address);
    if (!entry) failed.push({ address, reason: ADDRESS_FAILURE_REASONS.invalid });
    else if (parsed.has(entry.identifier)) repeated += 1;
    else parsed.set(entry.identifier, { ...entry, raw: address });
  }
  const present = await existingIdentifiers(db, listId, [...parsed.keys()]);
  const fresh: ListAddress[] = [];
  for (const entry of parsed.values()) {
    if (present.has(entry.identifier))
      failed.push({ address: entry.raw, reason: ADDRESS_FAILURE_REASONS.duplicate });
    else fresh.push(entry);
  }
  const added = await insertAddresses(db, workspaceId, listId, userId, fresh);
  if (added > 0) {
    await db.updateTable('custom_tags').set({ updated_at: new Date() }).where('id', '=', listId).execute();
  }
  return { added, failed, repeated };
}
