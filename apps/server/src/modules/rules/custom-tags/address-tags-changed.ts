import type { Caller } from '../../../plugins/auth.ts';
import { InTransactionHook } from '../../platform/index.ts';

/** Custom tags put on and taken off one screened address, by whom (ids of the workspace's tags). */
export type AddressTagsChange = {
  workspaceId: number;
  address: { id: number; blockchain: number; identifier: string };
  actor: { userId: number | null; via: Caller['via'] };
  added: readonly number[];
  removed: readonly number[];
};

/**
 * Announced in the transaction that changes an address's tags, so the address's audit log records it without the
 * rules area knowing the screening area's log; modules/wiring.ts names the consumers.
 */
export const addressTagsChanged = new InTransactionHook<AddressTagsChange>('address tags changed');
