export { archiveHistoryRoutes } from './archive-history.routes.ts';
