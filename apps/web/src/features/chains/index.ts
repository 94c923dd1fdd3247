export { ChainSyncDrawer } from './components/chain-sync-drawer.tsx';
export { SupportedAssetsDrawer } from './components/supported-assets-drawer.tsx';
