export { customTagsOfAddress, holdsAnyTag } from './address-custom-tags.ts';
export { type AddressTagsChange, addressTagsChanged } from './address-tags-changed.ts';
export { customListAddressesExport, customTagsExport } from './custom-tag-exports.ts';
export { customTagRoutes } from './custom-tags.routes.ts';
export { parseListAddress } from './list-address.ts';
export { customListAddressRoutes } from './list-addresses.routes.ts';
export { loadListMemberships } from './list-memberships.repo.ts';
export { changeNamedListEntry, type NamedListChange } from './named-list-entry.ts';
