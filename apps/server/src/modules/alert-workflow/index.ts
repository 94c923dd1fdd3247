export { alertWorkflowRoutes } from './alert-workflow.routes.ts';
