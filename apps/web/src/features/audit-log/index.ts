export { EntityAuditLog } from './entity-audit-log.tsx';
