export { entityAuditRoutes } from './entity-audit.routes.ts';
export {
  commentExcerpt,
  type EntityEventActor,
  recordCustomTagsChange,
  recordEntityEvent,
  SYSTEM_ACTOR,
} from './record-entity-event.ts';
export { withScreeningEvent } from './screening-event.ts';
