import type { Caller } from '../../../plugins/auth.ts';
import { InTransactionHook } from '../../platform/index.ts';
import type { ScreenedKind } from '../screened-objects/index.ts';

/** A live address or transaction the workspace archived, by whom, and the customer it belonged to (if any). */
export type ArchivedObject = {
  workspaceId: number;
  object: { workspaceId: number; type: ScreenedKind; id: number; blockchain: number; identifier: string };
  customerId: string | null;
  actor: Caller;
  at: Date;
};

/**
 * Announced in the archive's transaction: the object's active alerts close with it (they could no longer be opened)
 * and its customer's risk level is computed again (decision 0026), without screening importing those areas;
 * modules/wiring.ts names the consumers, in the order they run.
 */
export const screenedObjectArchived = new InTransactionHook<ArchivedObject>('screened object archived');
