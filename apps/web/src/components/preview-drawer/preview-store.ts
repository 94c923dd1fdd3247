import { useSyncExternalStore } from 'react';

/**
 * An address to preview. With `id` (the workspace's screened row) the drawer shows what the screening stored
 * (the list preview); without, what screening would find now (the preview of an unscreened address).
 */
export type AddressPreviewTarget = { currency: number; address: string; id?: number | null };
/** A transaction to preview; `id` as for addresses. */
export type TransactionPreviewTarget = { currency: number; hash: string; id?: number | null };

export type OpenPreview =
  | ({ kind: 'address' } & AddressPreviewTarget)
  | ({ kind: 'transaction' } & TransactionPreviewTarget);

/**
 * One preview drawer for the whole app: any screen opens it, the host the app mounts in its shell shows it.
 * A module store rather than a context, so a screen needs no provider around it to open a preview.
 */
let current: OpenPreview | null = null;
const listeners = new Set<() => void>();

function set(next: OpenPreview | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const previewStore = {
  open: (preview: OpenPreview) => set(preview),
  close: () => set(null),
  current: () => current,
  subscribe,
};

/** The preview shown now (null when the drawer is closed). */
export function useOpenPreview(): OpenPreview | null {
  return useSyncExternalStore(subscribe, previewStore.current, previewStore.current);
}

const api = {
  openAddressPreview: (target: AddressPreviewTarget) => previewStore.open({ kind: 'address', ...target }),
  openTransactionPreview: (target: TransactionPreviewTarget) =>
    previewStore.open({ kind: 'transaction', ...target }),
  closePreview: () => previewStore.close(),
};

/**
 * Open the address or transaction preview drawer from any screen:
 * `const { openAddressPreview } = usePreview(); openAddressPreview({ currency: 1, address: '0x…' })`.
 * Pass `id` when the workspace screened the object, to show the stored screening.
 */
export function usePreview(): typeof api {
  return api;
}
