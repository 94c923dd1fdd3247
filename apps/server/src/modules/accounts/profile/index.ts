export { integrationFlagsOf, isCustodyEnabledFor, setCustodyEnabled } from './integration-flags.ts';
export { loadUserProfile } from './load-user-profile.ts';
export { profileRoutes } from './profile.routes.ts';
