import { Drawer } from '@mantine/core';
import { type ComponentType, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../ui/page-loader.tsx';
import {
  type AddressPreviewTarget,
  previewStore,
  type TransactionPreviewTarget,
  useOpenPreview,
} from './preview-store.ts';

type PreviewProps<Target> = { target: Target; onClose: () => void };

/**
 * What the drawer shows, supplied by the app (the previews feature), so this shared host imports no feature. The
 * app passes lazy components: the drawers' code (tables, charts, the graph) loads with the first preview.
 */
export type PreviewViews = {
  address: ComponentType<PreviewProps<AddressPreviewTarget>>;
  transaction: ComponentType<PreviewProps<TransactionPreviewTarget>>;
};

const DRAWER_WIDTH = 'min(1100px, 100vw)';

/** The preview drawer, mounted once in the shell; screens open it through usePreview(). */
export function PreviewHost({ views }: { views: PreviewViews }) {
  const { address: AddressPreview, transaction: TransactionPreview } = views;
  const preview = useOpenPreview();
  const location = useLocation();
  const lastPath = useRef(location.pathname);
  // Another page closes the drawer (a screening that succeeded, a link followed from it).
  useEffect(() => {
    if (lastPath.current !== location.pathname) previewStore.close();
    lastPath.current = location.pathname;
  }, [location.pathname]);
  // The title stays while the drawer slides out after closing.
  const lastKind = useRef<'address' | 'transaction'>('address');
  if (preview) lastKind.current = preview.kind;
  const close = previewStore.close;
  const key = preview ? `${preview.kind}:${preview.currency}:${preview.id ?? ''}` : 'closed';
  return (
    <Drawer
      opened={preview !== null}
      onClose={close}
      position="right"
      size={DRAWER_WIDTH}
      title={lastKind.current === 'transaction' ? 'Transaction Preview' : 'Address Preview'}
      styles={{
        body: { display: 'flex', flexDirection: 'column', minHeight: 'calc(100% - 60px)', paddingBottom: 0 },
      }}
      data-testid="preview-drawer"
    >
      <Suspense fallback={<PageLoader />}>
        {preview?.kind === 'address' && (
          <AddressPreview key={`${key}:${preview.address}`} target={preview} onClose={close} />
        )}
        {preview?.kind === 'transaction' && (
          <TransactionPreview key={`${key}:${preview.hash}`} target={preview} onClose={close} />
        )}
      </Suspense>
    </Drawer>
  );
}
