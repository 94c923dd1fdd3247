import type { Db } from '../../../db/client.ts';
import type { ReadMemo } from '../../../lib/read-memo.ts';
import type { HookHandler } from '../../platform/index.ts';
import { fileAlertsIntoCases, type OpenedAlert } from './auto-create-cases.ts';
import type { CaseEntityKind } from './case-entity.ts';

/** What filing a screening's new alerts reads of it (the screening's committed hook gives more). */
export type ScreeningToFile = {
  subject: { workspaceId: number };
  object: { type: CaseEntityKind; id: number; identifier: string; blockchain: number | null };
  riskLevel: number;
  /** The alerts the screening opened (the alerts' handler before this one fills them). */
  openedAlerts: readonly OpenedAlert[];
  at: Date;
  firstScreening: boolean;
  batch?: { reads: ReadMemo } | undefined;
};

/** An alert at one of the workspace's auto-create levels opens a case, or joins the entity's open case. */
export const fileScreeningAlerts: HookHandler<ScreeningToFile> = {
  name: 'cases.file-alerts',
  handle: (trx: Db, screening) =>
    fileAlertsIntoCases(trx, {
      workspaceId: screening.subject.workspaceId,
      object: { ...screening.object, riskLevel: screening.riskLevel },
      alerts: screening.openedAlerts,
      at: screening.at,
      newObject: screening.firstScreening,
      reads: screening.batch?.reads,
    }),
};
