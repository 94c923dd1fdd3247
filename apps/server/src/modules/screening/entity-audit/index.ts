export { listEntityEvents, liveResultText } from './entity-audit.repo.ts';
export { entityAuditRoutes, presentEntityEvent } from './entity-audit.routes.ts';
export { EntityEventLog } from './entity-event-log.ts';
export {
  commentExcerpt,
  type EntityEventActor,
  type EntityEventObject,
  recordCustomTagsChange,
  recordEntityEvent,
  SYSTEM_ACTOR,
} from './record-entity-event.ts';
export { type ReplacedLiveRow, withScreeningEvent } from './screening-event.ts';
