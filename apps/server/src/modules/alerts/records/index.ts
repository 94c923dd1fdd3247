export { inactivateAlerts } from './inactivate-alerts.ts';
export {
  ACTIVE_STAGE_CATEGORIES,
  AUTO_RESOLVED_STAGE,
  listWorkflowStages,
  seedWorkflowStages,
  stageOfCategory,
} from './workflow-stages.repo.ts';
