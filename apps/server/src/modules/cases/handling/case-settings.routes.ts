import { endpoints } from '@riskscreen/shared';
import { inTransaction } from '../../../db/in-transaction.ts';
import { route } from '../../../lib/endpoint-route.ts';
import type { RouteModule } from '../../../lib/module.ts';
import { requireScope } from '../../../plugins/auth.ts';
import { readCaseSettings, updateCaseSettings } from '../records/index.ts';
import { caseUsers, setCaseRole } from './case-preferences.ts';

const api = endpoints.caseSettings;

/**
 * Case preferences (spec part 3 §2.6, §7.2), one set per workspace: every member reads them (the case page needs
 * to know), only admins and organisation admins change them (access 'admin': 403 for anyone else).
 */
export const caseSettingsRoutes: RouteModule = (app, { db }) => {
  const assignment = (s: { assignmentType: number; approverAssignmentType: number }) => ({
    assignment_type: s.assignmentType,
    approver_assignment_type: s.approverAssignmentType,
  });

  route(app, api.assignmentType, { access: 'workspace' }, async (request) =>
    assignment(await readCaseSettings(db, requireScope(request).workspaceId)),
  );
  route(app, api.updateAssignmentType, { access: 'admin' }, async (request) =>
    assignment(
      await inTransaction(db, (trx) =>
        updateCaseSettings(trx, requireScope(request).workspaceId, {
          ...(request.body.assignment_type !== undefined
            ? { assignment_type: request.body.assignment_type }
            : {}),
          ...(request.body.approver_assignment_type !== undefined
            ? { approver_assignment_type: request.body.approver_assignment_type }
            : {}),
        }),
      ),
    ),
  );

  route(app, api.mandatoryApproval, { access: 'workspace' }, async (request) => ({
    mandatory_approval: (await readCaseSettings(db, requireScope(request).workspaceId)).mandatoryApproval,
  }));
  route(app, api.updateMandatoryApproval, { access: 'admin' }, async (request) => {
    const settings = await inTransaction(db, (trx) =>
      updateCaseSettings(trx, requireScope(request).workspaceId, {
        mandatory_approval: request.body.mandatory_approval,
      }),
    );
    return { mandatory_approval: settings.mandatoryApproval };
  });

  route(app, api.users, { access: 'workspace' }, async (request) =>
    caseUsers(db, requireScope(request).workspaceId, request.query.case_role),
  );
  route(app, api.updateUser, { access: 'admin' }, async (request) =>
    setCaseRole(db, requireScope(request).workspaceId, request.params.userId, request.body.case_role),
  );

  route(app, api.autoCreateLevels, { access: 'workspace' }, async (request) => ({
    auto_create_case_alert_levels: (await readCaseSettings(db, requireScope(request).workspaceId))
      .autoCreateAlertLevels,
  }));
  route(app, api.updateAutoCreateLevels, { access: 'admin' }, async (request) => {
    // Highest first, once each.
    const levels = [...new Set(request.body.auto_create_case_alert_levels)].sort((a, b) => b - a);
    const settings = await inTransaction(db, (trx) =>
      updateCaseSettings(trx, requireScope(request).workspaceId, { auto_create_alert_levels: levels }),
    );
    return { auto_create_case_alert_levels: settings.autoCreateAlertLevels };
  });
};
