export { apiKeysRoutes } from './api-keys.routes.ts';
export { type KeyRevoker, revokeApiKeysOf } from './revoke-api-keys.ts';
