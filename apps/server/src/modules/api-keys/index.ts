export { apiKeysRoutes } from './api-keys.routes.ts';
export { revokeApiKeysOf } from './revoke-api-keys.ts';
