import { validateAddress } from '@riskscreen/engine';
import type { Chain } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { loadAddressFacts, resolveChain, TokenAccountError } from '../../exposure/index.ts';
import type { ActivityTarget } from './address-activity.repo.ts';
import { findLiveScreenedAddress, type ListedAddress } from './address-list.repo.ts';

export type PreviewTarget = ActivityTarget & {
  chain: Chain;
  destinationTag: number | null;
  /** The workspace's live row when it already screened this address. */
  screened: ListedAddress | undefined;
};

/**
 * The address a preview path names, validated for its chain (catalogue texts on bad input). Any valid address of a
 * supported chain has a preview, as it can be screened: one the chain store and attribution do not know previews
 * as screening would find it (nothing attributed, no activity), so a new address found by search can be looked at
 * before screening. A token account answers as screening does, with its owner.
 */
export async function resolvePreviewTarget(
  db: Db,
  workspaceId: number,
  params: { currency: number; identifier: string },
  now = new Date(),
): Promise<PreviewTarget> {
  const chain = resolveChain(params.currency);
  const check = validateAddress(chain.blockchain, params.identifier);
  if (!check.ok) throw HttpError.fields({ identifier: [check.message] });
  const destinationTag = check.destinationTag ?? null;
  const facts = await loadAddressFacts(db, chain.blockchain, check.address);
  if (facts?.tokenAccountOwner) throw new TokenAccountError(facts.tokenAccountOwner);
  const screened = await findLiveScreenedAddress(
    db,
    workspaceId,
    chain.blockchain,
    check.address,
    destinationTag,
  );
  return { blockchain: chain.blockchain, address: check.address, now, chain, destinationTag, screened };
}
