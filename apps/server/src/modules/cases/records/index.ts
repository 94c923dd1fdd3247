export { OPEN_CASE_STATUSES, pickApprover } from './assign-case.ts';
export { associatedCasesOf, caseFieldsOf } from './associated-cases.ts';
export { fileAlertsIntoCases, type OpenedAlert } from './auto-create-cases.ts';
export { addCaseEntities, removeCaseEntity } from './case-entities.ts';
export {
  type CaseEntityKind,
  type CaseEntityRef,
  describeEntities,
  type EntityDescription,
} from './case-entity.ts';
export { recordCaseEvent } from './case-events.ts';
export { caseOpenAlertsSql, caseRiskLevel, caseRiskLevelSql } from './case-figures.ts';
export { isActiveMember, membersWithCaseRole, userNameSql } from './case-people.ts';
export {
  type CaseSettings,
  type CaseSettingsChange,
  lockCaseSettings,
  readCaseSettings,
  updateCaseSettings,
} from './case-settings.repo.ts';
export { fileScreeningAlerts, type ScreeningToFile } from './cases-on-screening.ts';
export { caseIdOf, createCase, type NewCase } from './create-case.ts';
