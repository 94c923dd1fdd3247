export { loadUserProfile } from './load-user-profile.ts';
export { profileRoutes } from './profile.routes.ts';
