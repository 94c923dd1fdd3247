import type { Db } from '../../db/client.ts';
import { upsertAssets } from './reference-data.ts';

/** Store the chain's native asset unless it is stored already (a sync's transfers need its asset row). */
export async function ensureNativeAsset(
  db: Db,
  blockchain: number,
  native: { symbol: string; name: string; decimals: number },
): Promise<void> {
  const existing = await db
    .selectFrom('assets')
    .select('id')
    .where('blockchain', '=', blockchain)
    .where('contract_address', '=', '')
    .executeTakeFirst();
  if (!existing) await upsertAssets(db, [{ blockchain, ...native }]);
}
