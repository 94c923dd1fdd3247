import { lazy } from 'react';
import type { HelpViews } from '../components/layout/help-views.tsx';

/** The feature views the header's help menu opens, each loaded on first opening. */
export const helpViews: HelpViews = {
  supportedAssets: lazy(() =>
    import('../features/chains/index.ts').then((m) => ({ default: m.SupportedAssetsDrawer })),
  ),
  chainSynchronization: lazy(() =>
    import('../features/chains/index.ts').then((m) => ({ default: m.ChainSyncDrawer })),
  ),
};
