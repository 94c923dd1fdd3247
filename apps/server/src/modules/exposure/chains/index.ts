export { chainsRoutes } from './chains.routes.ts';
export { chainsWithData, digitalAssetsExport } from './digital-assets-export.ts';
