import { hexToBigInt } from './hex.ts';
import type { CallFrame } from './rpc-schemas.ts';

export type InternalTransfer = { from: string; to: string; valueWei: bigint; kind: string };

/** Frames that move the value they carry. DELEGATECALL/CALLCODE run foreign code in the caller's own account. */
const VALUE_MOVING = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT']);

/**
 * Internal value transfers of one transaction from its callTracer tree: every nested frame (the root is the
 * transaction itself) that moves a positive value, in depth-first order. A frame that failed is reverted with its
 * whole subtree, so neither it nor its children moved anything.
 */
export function internalTransfers(root: CallFrame): InternalTransfer[] {
  const transfers: InternalTransfer[] = [];
  if (root.error) return transfers;
  const visit = (frame: CallFrame): void => {
    for (const child of frame.calls ?? []) {
      if (child.error) continue;
      const value = hexToBigInt(child.value);
      const type = child.type.toUpperCase();
      if (VALUE_MOVING.has(type) && value > 0n && child.from && child.to) {
        transfers.push({
          from: child.from.toLowerCase(),
          to: child.to.toLowerCase(),
          valueWei: value,
          kind: type,
        });
      }
      visit(child);
    }
  };
  visit(root);
  return transfers;
}

/** A callTracer answer has a frame type; nodes without the tracer (ganache) answer with struct logs instead. */
export function isCallFrame(value: unknown): value is CallFrame {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}
