export { addressRoutes } from './address.routes.ts';
export { addressActivityRoutes } from './address-activity.routes.ts';
export { addressActivityExports } from './address-activity-exports.ts';
export { likeLiteral } from './address-list.repo.ts';
export { addressListRoutes } from './address-list.routes.ts';
export { addressListExport } from './address-list-export.ts';
export { addressPreviewRoutes } from './address-preview.routes.ts';
export { matchingAddressIds } from './matching-addresses.ts';
