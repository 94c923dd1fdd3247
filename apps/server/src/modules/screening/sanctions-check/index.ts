export { sanctionsCheckRoutes } from './sanctions-check.routes.ts';
