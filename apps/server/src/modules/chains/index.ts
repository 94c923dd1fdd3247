export { chainsRoutes } from './chains.routes.ts';
export { digitalAssetsExport } from './digital-assets-export.ts';
