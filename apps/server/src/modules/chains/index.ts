export { chainsRoutes } from './chains.routes.ts';
