export { addressCommentRoutes } from './address-comments.routes.ts';
