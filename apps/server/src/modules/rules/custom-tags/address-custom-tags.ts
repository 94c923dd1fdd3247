import { type AddressCustomTag, CUSTOM_LIST_MESSAGES } from '@riskscreen/shared';
import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { Database } from '../../../db/schema.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { addressTagsChanged } from './address-tags-changed.ts';
import { parseListAddress } from './list-address.ts';

type ScreenedAddress = { blockchain: number; identifier: string };

async function screenedAddress(db: Db, workspaceId: number, id: number): Promise<ScreenedAddress> {
  const row = await db
    .selectFrom('screened_addresses')
    .select(['blockchain', 'identifier'])
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The workspace's custom tags and lists holding an address on its chain (the address page's custom_tags). */
export async function customTagsOfAddress(
  db: Db,
  workspaceId: number,
  address: ScreenedAddress,
): Promise<AddressCustomTag[]> {
  return db
    .selectFrom('custom_tagged_addresses')
    .innerJoin('custom_tags as t', 't.id', 'custom_tagged_addresses.custom_tag_id')
    .select(['t.id', 't.name', 't.type'])
    .where(
      holdsAddress(workspaceId, {
        identifier: sql.val(address.identifier),
        blockchain: sql.val(address.blockchain),
      }),
    )
    .orderBy('t.id')
    .execute();
}

/**
 * How a custom_tagged_addresses row holds an address: same workspace and identifier, the address's chain among the
 * row's currencies. Values or column references (the address list's custom_tags filter matches each row by this).
 */
export function holdsAddress(
  workspaceId: number,
  address: { identifier: Expression<string>; blockchain: Expression<number> },
): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'custom_tagged_addresses'>();
  return eb.and([
    eb('custom_tagged_addresses.workspace_id', '=', workspaceId),
    eb('custom_tagged_addresses.identifier', '=', address.identifier),
    eb(address.blockchain, '=', eb.fn.any('custom_tagged_addresses.currencies')),
  ]);
}

/** Screened addresses holding any of these custom tags or lists of the workspace (the address list filter). */
export function holdsAnyTag(
  workspaceId: number,
  tagIds: readonly number[],
  address: { identifier: Expression<string>; blockchain: Expression<number> },
): Expression<SqlBool> {
  const eb = expressionBuilder<Database, never>();
  if (tagIds.length === 0) return eb.val(true);
  return eb.exists(
    eb
      .selectFrom('custom_tagged_addresses')
      .select(sql<number>`1`.as('one'))
      .where('custom_tagged_addresses.custom_tag_id', 'in', [...tagIds])
      .where(holdsAddress(workspaceId, address)),
  );
}

/**
 * Set the custom tags of a screened address (spec part 2 §7: update-custom-tags with custom_tag_ids): tags not
 * named are taken off, new ones put on. Every id must be a tag or list of the workspace.
 */
export async function setAddressCustomTags(
  db: Db,
  workspaceId: number,
  caller: { userId: number; via: Caller['via'] },
  addressId: number,
  tagIds: readonly number[],
): Promise<AddressCustomTag[]> {
  const address = await screenedAddress(db, workspaceId, addressId);
  const wanted = [...new Set(tagIds)];
  if (wanted.length > 0) {
    const known = await db
      .selectFrom('custom_tags')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', wanted)
      .execute();
    if (known.length !== wanted.length)
      throw HttpError.fields({ custom_tag_ids: [CUSTOM_LIST_MESSAGES.unknownTag] });
  }
  const currencies = parseListAddress(address.identifier)?.currencies ?? [address.blockchain];
  await db.transaction().execute(async (trx) => {
    const current = await customTagsOfAddress(trx, workspaceId, address);
    const drop = current.map((t) => t.id).filter((id) => !wanted.includes(id));
    if (drop.length > 0) {
      await trx
        .deleteFrom('custom_tagged_addresses')
        .where('workspace_id', '=', workspaceId)
        .where('identifier', '=', address.identifier)
        .where('custom_tag_id', 'in', drop)
        .execute();
    }
    const add = wanted.filter((id) => !current.some((t) => t.id === id));
    if (add.length > 0) {
      await trx
        .insertInto('custom_tagged_addresses')
        .values(
          add.map((id) => ({
            workspace_id: workspaceId,
            custom_tag_id: id,
            identifier: address.identifier,
            currencies: currencies.includes(address.blockchain)
              ? currencies
              : [...currencies, address.blockchain],
            added_by: caller.userId,
          })),
        )
        .onConflict((oc) => oc.columns(['custom_tag_id', 'identifier']).doNothing())
        .execute();
    }
    await addressTagsChanged.run(trx, {
      workspaceId,
      address: { id: addressId, ...address },
      actor: caller,
      added: add,
      removed: drop,
    });
  });
  return customTagsOfAddress(db, workspaceId, address);
}
